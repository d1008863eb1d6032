import { type FormEvent, type Ref, useEffect, useRef } from 'react';
import { A } from '../../../copy/account';
import { pageTitle } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import * as formCss from '../../ui/form.css';
import { PhoneField, type PhoneValue } from '../../ui/PhoneField';
import * as css from './account.css';

interface ResetRequestCardProps {
  phoneField: { value: PhoneValue; onChange: (phone: PhoneValue) => void; error?: string; name: string };
  form: { ref: Ref<HTMLFormElement>; onSubmit: (event: FormEvent) => void };
  busy: boolean;
  serverError: string | null;
  onBack: () => void;
}

/** '¿Olvidaste tu contraseña?': the account's phone, to send it a code (the code step follows). */
export function ResetRequestCard({ phoneField, form, busy, serverError, onBack }: ResetRequestCardProps) {
  // Opened by a button that is gone now: the focus starts at the card's title.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={css.authCard}>
      <h1 ref={title} className={pageTitle} tabIndex={-1}>
        {A.reset.title}
      </h1>
      <p className={css.lead}>{A.reset.lead}</p>
      {serverError ? <FormAlert takesFocus>{serverError}</FormAlert> : null}
      <form {...form} className={formCss.form} noValidate aria-busy={busy}>
        <PhoneField label={A.reset.phone} {...phoneField} />
        <Button type="submit" block disabled={busy}>
          {busy ? A.reset.submitting : A.reset.submit}
        </Button>
      </form>
      <p className={css.switchLine}>
        <Button variant="link" onClick={onBack} disabled={busy}>
          {A.reset.back}
        </Button>
      </p>
    </div>
  );
}
