import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminProduct } from '../../../contract/admin-products';
import { GARMENT_DETAIL_MAX, ProductCreateSchema, ProductEditSchema } from '../../../contract/admin-products';
import { type FieldErrors, fieldErrors } from '../../../contract/field-errors';
import { adminProductPath, productPath } from '../../../contract/paths';
import { type ProductPhoto, productPhotos } from '../../../contract/product';
import { ADMIN } from '../../../copy/admin';
import { conflictOf, createProduct, saveProduct } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { listDepartments } from '../../api/departments';
import { withToken } from '../../runtime/auth-session';
import { showToast } from '../../runtime/toasts';
import { useResource } from '../../runtime/use-resource';
import { Button, ButtonLink } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import * as formCss from '../../ui/form.css';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';
import { PhotosField } from './PhotosField';
import { nextNotice, type SaveNotice, SaveStatus } from './SaveStatus';

const F = ADMIN.form;

/** The history entry's state key that carries 'Producto creado.' to the new product's screen. */
const CREATED_STATE = 'savedNotice';

/** The notice a creation left in the history entry that opened this screen, if any. */
export function noticeFromHistory(): SaveNotice | null {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const message = state && typeof state === 'object' ? (state as Record<string, unknown>)[CREATED_STATE] : undefined;
  return typeof message === 'string' ? nextNotice(null, message) : null;
}

/** The form as typed: text for every box, so a half-typed price is kept as it is. */
interface Draft {
  name: string;
  description: string;
  brand: string;
  department_id: string;
  price: string;
  originalPrice: string;
  stock: string;
  maxPerOrder: string;
  isNew: boolean;
  hidden: boolean;
  /** In order, the first being the product's image. */
  photos: ProductPhoto[];
  composition: string;
  origin: string;
  care: string;
}
/** The fields a refusal names: the draft's, and the image (the first photo) the contract checks. */
type Field = keyof Draft | 'image';

const BLANK: Draft = {
  name: '',
  description: '',
  brand: '',
  department_id: '',
  price: '',
  originalPrice: '0',
  stock: '1',
  maxPerOrder: '10',
  isNew: true,
  hidden: false,
  photos: [],
  composition: '',
  origin: '',
  care: '',
};

const draftOf = (p: AdminProduct): Draft => ({
  name: p.name,
  description: p.description ?? '',
  brand: p.brand,
  department_id: String(p.department_id),
  price: String(p.price),
  originalPrice: String(p.originalPrice),
  stock: String(p.stock),
  maxPerOrder: String(p.maxPerOrder),
  isNew: p.isNew,
  hidden: p.hidden,
  photos: productPhotos(p),
  composition: p.composition ?? '',
  origin: p.origin ?? '',
  care: p.care ?? '',
});

/** A count's or an id's text as the schema reads it: '' is no number. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** Prices go as typed ('1,299.50'): the contract reads them (contract/money-input.ts), here and on the server. */
function valuesOf(d: Draft) {
  return {
    name: d.name,
    description: d.description,
    brand: d.brand,
    department_id: numberOf(d.department_id),
    price: d.price,
    originalPrice: d.originalPrice.trim() === '' ? 0 : d.originalPrice,
    stock: numberOf(d.stock),
    maxPerOrder: numberOf(d.maxPerOrder),
    isNew: d.isNew,
    hidden: d.hidden,
    image: d.photos[0]?.image,
    photos: d.photos.length ? d.photos : undefined,
    composition: d.composition,
    origin: d.origin,
    care: d.care,
  };
}

/**
 * Creates a product, or edits one from the version it was read at. A save refused because the
 * product moved on meanwhile (409) shows what it holds now, and lets the owner start from that.
 */
export function ProductEditor({
  product,
  onSaved,
  notice = null,
}: {
  product?: AdminProduct;
  /** Called with the saved product and the sentence that says so (shown beside the save button). */
  onSaved: (p: AdminProduct, message?: string) => void;
  notice?: SaveNotice | null;
}) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(product ? draftOf(product) : BLANK);
  const [version, setVersion] = useState(product?.version);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [conflict, setConflict] = useState<AdminProduct | null>(null);
  const [saving, setSaving] = useState(false);
  const departments = useResource('departments', listDepartments);
  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));

  const submit = async () => {
    const values = valuesOf(draft);
    const schema = product ? ProductEditSchema : ProductCreateSchema;
    const body = product ? { ...values, version } : values;
    const invalid = fieldErrors<Field>(schema, body);
    setErrors(invalid ?? {});
    if (invalid) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = product
        ? await withToken((token) => saveProduct(token, product.product_id, ProductEditSchema.parse(body)))
        : await withToken((token) => createProduct(token, ProductCreateSchema.parse(body)));
      setConflict(null);
      setVersion(saved.version);
      onSaved(saved, product ? F.saved : F.created);
      // the new product's screen says it was created, beside its save button
      if (!product) navigate(adminProductPath(saved.product_id), { state: { [CREATED_STATE]: F.created } });
    } catch (error) {
      const moved = conflictOf(error);
      if (moved) setConflict(moved.current);
      void showToast({ kind: 'error', message: serverErrorText(error) ?? ADMIN.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {conflict ? (
        <div className={formCss.alert} role="alert">
          <p>
            <strong>{F.conflictTitle}</strong>
          </p>
          <p>{ADMIN.errors.productMovedOn}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(draftOf(conflict));
              setVersion(conflict.version);
              onSaved(conflict);
              setConflict(null);
            }}
          >
            {F.useCurrent}
          </Button>
        </div>
      ) : null}
      <PhotosField photos={draft.photos} onChange={set('photos')} error={errors.image ?? errors.photos} />
      <TextField
        label={F.name}
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        required
        maxLength={120}
      />
      <div className={formCss.field}>
        <label htmlFor="product-description" className={formCss.label}>
          {F.description}
        </label>
        <textarea
          id="product-description"
          className={`${formCss.input} ${css.textarea}`}
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
          maxLength={2000}
          aria-invalid={errors.description ? true : undefined}
        />
        {errors.description ? <p className={formCss.error}>{errors.description}</p> : null}
      </div>
      <div className={css.pair}>
        <TextField
          label={F.brand}
          value={draft.brand}
          onChange={set('brand')}
          error={errors.brand}
          required
          maxLength={60}
        />
        <Select
          label={F.department}
          value={draft.department_id}
          onChange={set('department_id')}
          error={errors.department_id}
        >
          <option value="">{F.chooseDepartment}</option>
          {departments.data?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </Select>
      </div>
      <div className={css.pair}>
        <TextField
          label={F.price}
          value={draft.price}
          onChange={set('price')}
          error={errors.price}
          inputMode="decimal"
          required
        />
        <TextField
          label={F.originalPrice}
          value={draft.originalPrice}
          onChange={set('originalPrice')}
          error={errors.originalPrice}
          description={F.originalPriceHelp}
          inputMode="decimal"
        />
      </div>
      <div className={css.pair}>
        {product ? null : (
          <TextField
            label={F.stock}
            value={draft.stock}
            onChange={set('stock')}
            error={errors.stock}
            inputMode="numeric"
          />
        )}
        <TextField
          label={F.maxPerOrder}
          value={draft.maxPerOrder}
          onChange={set('maxPerOrder')}
          error={errors.maxPerOrder}
          inputMode="numeric"
        />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={formCss.label}>{F.label}</legend>
        <p className={formCss.description}>{F.labelHelp}</p>
        <TextField
          label={F.composition}
          value={draft.composition}
          onChange={set('composition')}
          error={errors.composition}
          description={F.compositionHelp}
          maxLength={GARMENT_DETAIL_MAX.composition}
        />
        <TextField
          label={F.origin}
          value={draft.origin}
          onChange={set('origin')}
          error={errors.origin}
          description={F.originHelp}
          maxLength={GARMENT_DETAIL_MAX.origin}
        />
        <TextField
          label={F.care}
          value={draft.care}
          onChange={set('care')}
          error={errors.care}
          description={F.careHelp}
          maxLength={GARMENT_DETAIL_MAX.care}
        />
      </fieldset>
      <Checkbox label={F.isNew} checked={draft.isNew} onCheckedChange={set('isNew')} />
      <Checkbox label={F.hidden} checked={draft.hidden} onCheckedChange={set('hidden')} />
      <div className={css.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? F.saving : F.save}
        </Button>
        <SaveStatus notice={notice} />
        {product && !product.hidden ? (
          <ButtonLink variant="secondary" href={productPath(product.product_id)}>
            {F.viewInStore}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
