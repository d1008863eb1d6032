import { useEffect, useRef } from 'react';
import { LoginBodySchema } from '../../../contract/auth';
import { fieldErrors } from '../../../contract/field-errors';
import { signupPath } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { whatsappLink } from '../../domain/store/store-info';
import { visuallyHidden } from '../../styles/utils.css';
import * as formCss from '../../ui/form.css';
import { PhoneField, phoneFromE164, phoneToE164 } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { AuthCard, SwitchLine } from './AuthCard';
import * as css from './account.css';
import { useAuthForm } from './use-auth-form';
import { useReturnPath } from './use-return-path';

export function LoginForm() {
  const {
    remembered,
    signedUpPhone,
    ready,
    values,
    field,
    phone,
    setPhone,
    phoneField,
    remember,
    setRemember,
    form,
    card,
  } = useAuthForm({ password: '' });
  const next = useReturnPath();

  // The phone of the account just created, or the remembered login's (never the password),
  // pre-fills the phone once the auth actor has loaded.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || prefilled.current) return;
    prefilled.current = true;
    const phoneNumber = signedUpPhone ?? remembered?.phoneNumber;
    if (phoneNumber) setPhone(phoneFromE164(phoneNumber));
    // 'Recordarme' stays as the shopper left it: ticked when this phone is the remembered one.
    if (phoneNumber && phoneNumber === remembered?.phoneNumber) setRemember(true);
  }, [ready, remembered, signedUpPhone, setPhone, setRemember]);

  const { password } = values;
  const after = (
    <>
      <p className={css.inert}>
        {A.login.forgot}{' '}
        <a
          href={whatsappLink(A.login.forgotWhatsappText)}
          target="_blank"
          rel="noopener noreferrer"
          className={formCss.textLink}
        >
          {A.login.forgotLink}
          <span className={visuallyHidden}>{` ${A.newTab}`}</span>
        </a>{' '}
        {A.login.forgotEnd}
      </p>
      <SwitchLine question={A.login.noAccount} link={A.login.register} href={signupPath(next)} />
    </>
  );
  return (
    <AuthCard
      text={A.login}
      {...card}
      after={after}
      form={form(
        () => fieldErrors(LoginBodySchema, { phoneNumber: phone.text, password }),
        () => ({ type: 'auth.login', phoneNumber: phoneToE164(phone), password, remember, next }),
      )}
    >
      <PhoneField label={A.login.phone} {...phoneField} />
      <TextField
        label={A.login.password}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={200}
        {...field('password')}
      />
    </AuthCard>
  );
}
