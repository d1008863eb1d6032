import { type FormEvent, useRef } from 'react';
import type { FieldErrors } from '../../../contract/field-errors';
import type { AddressFields, AddressUpdate } from '../../../contract/user';
import { Button } from '../../ui/Button';
import * as css from '../../ui/form.css';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid, useTextFields } from '../../ui/use-form-submit';

type Field = keyof AddressUpdate;

export const ADDRESS_LABELS: Record<Field, string> = {
  shipping_state: 'Estado',
  shipping_city: 'Ciudad',
  shipping_address_line1: 'Calle y número',
  shipping_zipcode: 'Código postal',
};

export interface AddressDraft {
  shipping_state: string | null;
  shipping_city: string | null;
  shipping_address_line1: string | null;
  shipping_zipcode: string | null;
}

interface AddressFormProps {
  initial?: Partial<AddressDraft> | null;
  submitLabel: string;
  busy?: boolean;
  /** What was typed; the caller checks it (the checkout machine, or the profile's save). */
  onSubmit: (typed: AddressFields) => void;
  /** The caller's verdict on the last submit, field by field: shown beside each field. */
  errors: FieldErrors<Field>;
  /** Extra buttons beside submit (Cancelar in a modal). */
  extra?: React.ReactNode;
  /** Shipping-address autocomplete section (home vs other address). */
  section?: string;
}

/**
 * State, city, street and number, postal code (5 digits): a delivery address. The form restates no
 * rule: it sends what was typed, and whoever owns the flow checks it with the contract schema and
 * hands back the errors (`fieldErrors` in contract/field-errors.ts).
 */
export function AddressForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  errors,
  extra,
  section = 'shipping',
}: AddressFormProps) {
  const { values, field } = useTextFields<Field>(
    {
      shipping_state: initial?.shipping_state ?? '',
      shipping_city: initial?.shipping_city ?? '',
      shipping_address_line1: initial?.shipping_address_line1 ?? '',
      shipping_zipcode: initial?.shipping_zipcode ?? '',
    },
    errors,
  );
  const form = useRef<HTMLFormElement>(null);
  // Each refusal is a new errors object: keyboard and screen-reader users land on its first field.
  useFocusFirstInvalid(form, errors);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(values);
  };

  const ac = (token: string) => `section-${section} shipping ${token}`;
  const zipcode = field('shipping_zipcode');
  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={ADDRESS_LABELS.shipping_address_line1}
        autoComplete={ac('address-line1')}
        maxLength={200}
        required
        {...field('shipping_address_line1')}
      />
      <TextField
        label={ADDRESS_LABELS.shipping_city}
        autoComplete={ac('address-level2')}
        maxLength={80}
        required
        {...field('shipping_city')}
      />
      <TextField
        label={ADDRESS_LABELS.shipping_state}
        autoComplete={ac('address-level1')}
        maxLength={80}
        required
        {...field('shipping_state')}
      />
      <TextField
        label={ADDRESS_LABELS.shipping_zipcode}
        autoComplete={ac('postal-code')}
        inputMode="numeric"
        pattern="[0-9]{5}"
        maxLength={5}
        description="5 dígitos"
        required
        {...zipcode}
        onChange={(typed) => zipcode.onChange(typed.replace(/\D/g, '').slice(0, 5))}
      />
      <div className={css.formActions}>
        {extra}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
