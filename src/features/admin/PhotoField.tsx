import { useEffect, useId, useState } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../contract/admin-photos';
import { productImageUrl } from '../../../contract/product-urls';
import { ADMIN } from '../../../copy/admin';
import { uploadPhoto } from '../../api/admin';
import { serverErrorText } from '../../api/bearer';
import { withToken } from '../../runtime/auth-session';
import * as formCss from '../../ui/form.css';
import * as css from './admin.css';

const F = ADMIN.form;

/**
 * The product's photo: chosen from the files or taken with a phone's camera, shown at once as a
 * preview, and uploaded; the form saves the name the server gave it. The server decodes, turns
 * and strips the photo; here only the type and weight are checked, to answer before uploading.
 */
export function PhotoField({
  image,
  onUploaded,
  error,
}: {
  image: string;
  onUploaded: (image: string) => void;
  error?: string | null;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'uploading' | 'done' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
      return setStatus({ kind: 'failed', message: ADMIN.errors.photoType });
    if (file.size > PHOTO_MAX_BYTES) return setStatus({ kind: 'failed', message: ADMIN.errors.photoTooLarge });
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: 'uploading' });
    try {
      const { image: uploaded } = await withToken((token) => uploadPhoto(token, file));
      onUploaded(uploaded);
      setStatus({ kind: 'done' });
    } catch (e) {
      setPreview(null);
      setStatus({ kind: 'failed', message: serverErrorText(e) ?? ADMIN.failed });
    }
  };
  const shown = preview ?? (image ? productImageUrl(image, 320) : null);
  const message = status.kind === 'failed' ? status.message : error;

  return (
    <fieldset className={formCss.field} aria-describedby={message ? `${id}-err` : `${id}-help`}>
      <legend className={formCss.label}>{F.photo}</legend>
      {shown ? (
        <img className={css.preview} src={shown} alt={F.photoPreview} width={240} height={300} />
      ) : (
        <p className={css.muted}>{F.noPhoto}</p>
      )}
      <p id={`${id}-help`} className={formCss.description}>
        {F.photoHelp}
      </p>
      <div className={css.actions}>
        <label className={css.fileButton}>
          {F.choosePhoto}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            className={css.fileInput}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        <label className={css.fileButton}>
          {F.takePhoto}
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            className={css.fileInput}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
      </div>
      <p role="status" className={formCss.description}>
        {status.kind === 'uploading' ? F.uploading : status.kind === 'done' ? F.uploaded : ''}
      </p>
      {message ? (
        <p id={`${id}-err`} className={formCss.error} role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
