import { GuestSchema } from '../../../contract/contact-codes';
import { type FieldErrors, fieldErrors } from '../../../contract/field-errors';
import { loginPath } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { LegalNotice } from '../../domain/legal/LegalNotice';
import { pageTitle } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import * as formCss from '../../ui/form.css';
import { PhoneField, phoneToE164 } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { SwitchLine } from './AuthCard';
import * as css from './account.css';
import { CodeStep } from './CodeStep';
import { useAuthForm } from './use-auth-form';
import { sendAuth } from './use-auth-view';
import { useLeaveCodeOnUnmount } from './use-leave-code';
import { useReturnPath } from './use-return-path';

type GuestField = 'name' | 'email' | 'phoneNumber';

/**
 * /comprar-sin-cuenta: a guest's name, phone and (only if they want messages there) email, then
 * the code sent for the phone; the auth machine signs the guest in as a login does and goes on to
 * the page's `next` (from the cart: /payment). No password, no 'Recordarme'.
 */
export function GuestForm() {
  const { values, field, phone, phoneField, form, card, code, busy, error } = useAuthForm({ name: '', email: '' });
  const next = useReturnPath();
  useLeaveCodeOnUnmount();
  const name = values.name.trim();
  const email = values.email.trim();

  if (code?.purpose === 'guest' && code.sent)
    return (
      <CodeStep
        sent={code.sent}
        busy={busy}
        serverError={busy ? null : error}
        submit={A.guest.enter}
        onCode={(typed) => sendAuth({ type: 'auth.guest.confirm', code: typed })}
      />
    );

  // The contract's check of the guest's form, but the code, which comes next.
  const check = (): FieldErrors<GuestField> | null => {
    const refused = fieldErrors<GuestField | 'code'>(GuestSchema, {
      name,
      phoneNumber: phone.text,
      email: email || undefined,
      code: '000000',
    });
    if (!refused) return null;
    const { code: _code, ...own } = refused;
    return Object.keys(own).length ? own : null;
  };
  const text = A.guest;
  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{text.title}</h1>
      <p className={css.lead}>{text.lead}</p>
      {card.serverError ? <FormAlert takesFocus>{card.serverError}</FormAlert> : null}
      <form
        {...form(check, () => ({
          type: 'auth.guest',
          name,
          phoneNumber: phoneToE164(phone),
          ...(email ? { email } : {}),
          next,
        }))}
        className={formCss.form}
        noValidate
        aria-busy={busy}
      >
        <TextField label={text.name} name="name" autoComplete="name" maxLength={100} {...field('name')} />
        <PhoneField label={text.phone} {...phoneField} />
        <TextField
          label={text.email}
          name="email"
          type="email"
          autoComplete="email"
          description={text.emailHint}
          maxLength={200}
          {...field('email')}
        />
        <LegalNotice where="checkout" />
        <Button type="submit" block disabled={busy}>
          {busy ? text.submitting : text.submit}
        </Button>
      </form>
      <SwitchLine question={A.signup.haveAccount} link={A.signup.login} href={loginPath(next)} />
    </div>
  );
}
