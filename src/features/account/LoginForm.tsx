import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { LoginBodySchema } from '../../../contract/auth';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { emptyPhone, PhoneField, phoneFromE164, phoneToE164, type PhoneValue } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { FormAlert } from '../../ui/FormAlert';
import { useFormSubmit } from '../../ui/use-form-submit';
import { fieldErrors } from '../../../contract/field-errors';
import { A } from '../../../copy/account';
import { sendAuth, useAuthView } from './use-auth-view';
import * as css from './account.css';
import { pageTitle, visuallyHidden } from '../../styles/utils.css';
import { whatsappLink } from '../info/store-info';
import { PATH } from '../../../contract/paths';

type Field = 'phoneNumber' | 'password';

export function LoginForm() {
  const { busy, error, remembered, ready } = useAuthView();
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone());
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { errors, formProps } = useFormSubmit<Field>();

  // Remembered login (never the password) pre-fills the phone once the auth actor has loaded.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || prefilled.current) return;
    prefilled.current = true;
    if (remembered) {
      setPhone(phoneFromE164(remembered.phoneNumber));
      setRemember(true);
    }
  }, [ready, remembered]);

  const serverError = submitted && !busy ? error : null;
  const form = formProps(
    () => fieldErrors<Field>(LoginBodySchema, { phoneNumber: phone.text, password }),
    () => {
      setSubmitted(true);
      sendAuth({ type: 'auth.login', phoneNumber: phoneToE164(phone), password, remember });
    },
  );

  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{A.login.title}</h1>
      <p className={css.lead}>{A.login.lead}</p>
      {serverError ? <FormAlert takesFocus>{serverError}</FormAlert> : null}
      <form {...form} className={css.form} noValidate aria-busy={busy}>
        <PhoneField label={A.login.phone} value={phone} onChange={setPhone} error={errors.phoneNumber} name="phoneNumber" />
        <TextField
          label={A.login.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          maxLength={200}
        />
        <Checkbox label={A.login.remember} checked={remember} onCheckedChange={setRemember} />
        <Button type="submit" block disabled={busy}>
          {busy ? A.login.submitting : A.login.submit}
        </Button>
      </form>
      <p className={css.inert}>
        {A.login.forgot}{' '}
        <a href={whatsappLink(A.login.forgotWhatsappText)} target="_blank" rel="noopener noreferrer" className={css.link}>
          {A.login.forgotLink}
          <span className={visuallyHidden}>{` ${A.newTab}`}</span>
        </a>{' '}
        {A.login.forgotEnd}
      </p>
      <p className={css.switchLine}>
        {A.login.noAccount}{' '}
        <Link href={PATH.signup} className={css.link}>
          {A.login.register}
        </Link>
      </p>
    </div>
  );
}
