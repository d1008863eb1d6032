import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../contract/admin-photos';
import { PHOTO_ALT_MAX } from '../../../contract/admin-products';
import { PRODUCT_PHOTOS_MAX, type ProductPhoto } from '../../../contract/product';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { uploadPhoto } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import { Button } from '../../ui/Button';
import * as formCss from '../../ui/form.css';
import { TextField } from '../../ui/TextField';
import * as css from './admin.css';

const F = ADMIN.form;
const P = ADMIN.photos;

/** A photo moved from one place to another of the list, the rest keeping their order. */
export function movePhoto(photos: readonly ProductPhoto[], from: number, to: number): ProductPhoto[] {
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Why a file cannot be a product's photo, before it is uploaded; null when it can be. */
const refusalOf = (file: File) =>
  !(PHOTO_TYPES as readonly string[]).includes(file.type)
    ? ADMIN.errors.photoType
    : file.size > PHOTO_MAX_BYTES
      ? ADMIN.errors.photoTooLarge
      : null;

/**
 * The product's photos in order, the first being its main one: several uploaded at once (or one
 * taken with a phone's camera), each with the text that describes it to a shopper who cannot see
 * it, moved by dragging or, as every move can be made without dragging, by 'Subir' and 'Bajar',
 * made the main one, or removed; at most PRODUCT_PHOTOS_MAX. Each change is announced. The form
 * saves the list; the server decodes, turns and strips each photo, so here only the type, weight
 * and count are checked, to answer before uploading.
 */
export function PhotosField({
  photos,
  onChange,
  error,
}: {
  photos: readonly ProductPhoto[];
  onChange: (photos: ProductPhoto[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // the list as it is now, for uploads that finish after other changes
  const current = useRef(photos);
  current.current = photos;
  /** After a move the same control of the moved photo keeps the focus (or its neighbour, at an end). */
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const target = document.getElementById(focusNext);
    if (target) target.focus();
    else statusRef.current?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const control = (what: 'up' | 'down' | 'main' | 'remove', image: string) => `${id}-${what}-${image}`;

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    const room = PRODUCT_PHOTOS_MAX - current.current.length;
    if (files.length > room) return setRefusal(P.tooMany(PRODUCT_PHOTOS_MAX, room));
    const refused = files.map(refusalOf).find(Boolean);
    if (refused) return setRefusal(refused);
    setRefusal(null);
    setUploading(files.length);
    setSaid(P.uploading(files.length));
    let done = 0;
    try {
      for (const file of files) {
        const { image } = await withToken((token) => uploadPhoto(token, file));
        if (!current.current.some((p) => p.image === image)) {
          const next = [...current.current, { image, alt: '' }];
          current.current = next;
          onChange(next);
        }
        done++;
        setUploading(files.length - done);
      }
      setSaid(P.uploaded(done));
    } catch (e) {
      setRefusal(serverErrorText(e) ?? ADMIN.failed);
      setSaid(done ? P.uploaded(done) : '');
    } finally {
      setUploading(0);
    }
  };

  /** `focus`: the button that moved it, whose like on the moved photo takes the focus (none for a drag). */
  const move = (from: number, to: number, focus?: 'up' | 'down' | 'main') => {
    const photo = photos[from];
    if (!photo || to < 0 || to >= photos.length) return;
    onChange(movePhoto(photos, from, to));
    setSaid(to === 0 && focus === 'main' ? P.madeMain(from + 1) : P.moved(from + 1, to + 1));
    if (!focus) return;
    // at the top the photo has no 'Subir' (nor 'Usar como principal'): its 'Bajar' takes the focus
    const landing = to === 0 && focus !== 'down' ? 'down' : to === photos.length - 1 && focus === 'down' ? 'up' : focus;
    setFocusNext(control(landing, photo.image));
  };
  const remove = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    onChange(next);
    setSaid(P.removed(index + 1));
    const neighbour = next[index] ?? next[index - 1];
    setFocusNext(neighbour ? control('remove', neighbour.image) : null);
    if (!neighbour) statusRef.current?.focus();
  };
  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragged !== null && dragged !== to) move(dragged, to);
    setDragged(null);
  };

  const message = refusal ?? error;
  return (
    <fieldset className={css.fieldset} aria-describedby={`${id}-help`}>
      <legend className={formCss.label}>{P.legend}</legend>
      <p id={`${id}-help`} className={formCss.description}>
        {P.help(PRODUCT_PHOTOS_MAX)} {F.photoHelp}
      </p>
      {photos.length === 0 ? <p className={css.muted}>{F.noPhoto}</p> : null}
      <ol className={css.photoList} aria-label={P.list(photos.length, PRODUCT_PHOTOS_MAX)}>
        {photos.map((photo, i) => (
          <li
            key={photo.image}
            className={css.photoItem}
            data-dragging={dragged === i ? 'true' : undefined}
            onDragOver={(e) => {
              if (dragged !== null) e.preventDefault();
            }}
            onDrop={drop(i)}
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; 'Subir', 'Bajar' and 'Usar como principal' make every move by keyboard */}
            <div
              className={css.photoHandle}
              draggable
              title={P.dragHint}
              onDragStart={(e) => {
                setDragged(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', photo.image);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <img
                className={css.photoThumb}
                src={productImageUrl(photo.image, 320)}
                alt={P.thumb(i + 1)}
                width={96}
                height={120}
                draggable={false}
              />
              <span className={css.photoPlace}>{i === 0 ? P.main : P.place(i + 1)}</span>
            </div>
            <div className={css.photoControls}>
              <TextField
                label={P.alt(i + 1)}
                value={photo.alt}
                onChange={(alt) => onChange(photos.map((p, j) => (j === i ? { ...p, alt } : p)))}
                maxLength={PHOTO_ALT_MAX}
              />
              <div className={css.photoButtons}>
                {i > 0 ? (
                  <Button
                    id={control('up', photo.image)}
                    variant="ghost"
                    aria-label={P.upLabel(i + 1)}
                    onClick={() => move(i, i - 1, 'up')}
                  >
                    {P.up}
                  </Button>
                ) : null}
                {i < photos.length - 1 ? (
                  <Button
                    id={control('down', photo.image)}
                    variant="ghost"
                    aria-label={P.downLabel(i + 1)}
                    onClick={() => move(i, i + 1, 'down')}
                  >
                    {P.down}
                  </Button>
                ) : null}
                {i > 0 ? (
                  <Button
                    id={control('main', photo.image)}
                    variant="ghost"
                    aria-label={P.makeMainLabel(i + 1)}
                    onClick={() => move(i, 0, 'main')}
                  >
                    {P.makeMain}
                  </Button>
                ) : null}
                {/* a product keeps at least one photo: the only one is replaced by adding another first */}
                {photos.length > 1 ? (
                  <Button
                    id={control('remove', photo.image)}
                    variant="ghost"
                    aria-label={P.removeLabel(i + 1)}
                    onClick={() => remove(i)}
                  >
                    {P.remove}
                  </Button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className={css.actions}>
        <label className={css.fileButton}>
          {P.choose}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className={css.fileInput}
            disabled={uploading > 0}
            onChange={(e) => {
              void upload([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        <label className={css.fileButton}>
          {F.takePhoto}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            className={css.fileInput}
            disabled={uploading > 0}
            onChange={(e) => {
              void upload([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <p ref={statusRef} role="status" tabIndex={-1} className={formCss.description}>
        {said}
      </p>
      {message ? (
        <p id={`${id}-err`} className={formCss.error} role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
