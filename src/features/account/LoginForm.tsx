import { useEffect, useRef, useState } from 'react';
import { LoginBodySchema } from '../../../contract/auth';
import { PasswordResetSchema } from '../../../contract/contact-codes';
import { type FieldErrors, fieldErrors } from '../../../contract/field-errors';
import { guestPath, signupPath } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { Button } from '../../ui/Button';
import { PhoneField, phoneFromE164, phoneToE164 } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { AuthCard, SwitchLine } from './AuthCard';
import * as css from './account.css';
import { CodeStep } from './CodeStep';
import { ResetRequestCard } from './ResetRequestCard';
import { useAuthForm } from './use-auth-form';
import { sendAuth } from './use-auth-view';
import { useLeaveCodeOnUnmount } from './use-leave-code';
import { useReturnPath } from './use-return-path';

/** Only the phone: what 'Recibir un código' and the reset's request check. */
const phoneOnly = (errors: FieldErrors<string> | null) =>
  errors?.phoneNumber ? { phoneNumber: errors.phoneNumber } : null;

/**
 * /login: the phone and password, or a code instead of the password ('Recibir un código'), or
 * '¿Olvidaste tu contraseña?' (the phone, a code, a new password twice). The code's step is the
 * auth machine's; which of the two cards asks for it is this page's.
 */
export function LoginForm() {
  const {
    remembered,
    loginPhone,
    ready,
    values,
    field,
    phone,
    setPhone,
    phoneField,
    remember,
    setRemember,
    form,
    sendChecked,
    card,
    code,
    busy,
    error,
  } = useAuthForm({ password: '' });
  const next = useReturnPath();
  const [resetting, setResetting] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  useLeaveCodeOnUnmount();

  // The phone of the account just created (or just given a new password), or the remembered
  // login's (never the password), pre-fills the phone once the auth actor has loaded; and again
  // when a sign-up or a reset ends here without signing in (back to the password, from the reset).
  // 'Recordarme' stays as the shopper left it: ticked when this phone is the remembered one.
  const prefilledFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    const first = prefilledFor.current === undefined;
    if (!first && (loginPhone === null || loginPhone === prefilledFor.current)) return;
    prefilledFor.current = loginPhone;
    const phoneNumber = loginPhone ?? remembered?.phoneNumber;
    if (!first) setResetting(false);
    if (!phoneNumber) return;
    setPhone(phoneFromE164(phoneNumber));
    if (!first || phoneNumber === remembered?.phoneNumber) setRemember(phoneNumber === remembered?.phoneNumber);
  }, [ready, remembered, loginPhone, setPhone, setRemember]);

  const { password } = values;
  const serverError = busy ? null : error;
  const requestCode = (purpose: 'login' | 'reset') => () => ({
    type: 'auth.code.request' as const,
    purpose,
    phoneNumber: phoneToE164(phone),
    // A reset keeps the remembered login as it is: remembered when it is this phone.
    remember: purpose === 'login' ? remember : remembered?.phoneNumber === phoneToE164(phone),
    next,
  });
  const checkPhone = () => phoneOnly(fieldErrors(LoginBodySchema, { phoneNumber: phone.text, password: '' }));

  if (code?.sent && code.purpose === 'login')
    return (
      <CodeStep
        sent={code.sent}
        busy={busy}
        serverError={serverError}
        submit={A.code.enter}
        onCode={(typed) => sendAuth({ type: 'auth.code.login', code: typed })}
      />
    );
  if (code?.sent && code.purpose === 'reset')
    return (
      <CodeStep
        sent={code.sent}
        busy={busy}
        serverError={serverError}
        submit={A.reset.save}
        check={() => {
          const refused = fieldErrors(PasswordResetSchema, {
            phoneNumber: phone.text,
            code: '000000',
            new_password: newPassword,
            confirm_password: confirmPassword,
          });
          const own = { new_password: refused?.new_password, confirm_password: refused?.confirm_password };
          return own.new_password || own.confirm_password ? own : null;
        }}
        fields={(errors) => (
          <>
            <TextField
              label={A.reset.newPassword}
              type="password"
              name="new_password"
              autoComplete="new-password"
              maxLength={200}
              value={newPassword}
              onChange={setNewPassword}
              error={errors.new_password}
            />
            <TextField
              label={A.reset.confirmPassword}
              type="password"
              name="confirm_password"
              autoComplete="new-password"
              maxLength={200}
              value={confirmPassword}
              onChange={setConfirmPassword}
              error={errors.confirm_password}
            />
          </>
        )}
        onCode={(typed) => sendAuth({ type: 'auth.reset.confirm', code: typed, newPassword, confirmPassword })}
      />
    );
  if (resetting)
    return (
      <ResetRequestCard
        phoneField={phoneField}
        form={form(checkPhone, requestCode('reset'))}
        busy={busy}
        serverError={card.serverError}
        onBack={() => setResetting(false)}
      />
    );

  const after = (
    <>
      <p className={css.switchLine}>
        <Button variant="link" onClick={() => setResetting(true)} disabled={busy}>
          {A.login.forgot}
        </Button>
      </p>
      <SwitchLine question={A.login.noAccount} link={A.login.register} href={signupPath(next)} />
      <SwitchLine question={A.login.guestQuestion} link={A.login.guestLink} href={guestPath(next)} />
    </>
  );
  return (
    <AuthCard
      text={A.login}
      {...card}
      after={after}
      beforeSubmit={
        <p className={css.byCode}>
          <span className={css.muted}>{A.login.byCodeHint}</span>{' '}
          <Button variant="secondary" onClick={() => sendChecked(checkPhone, requestCode('login'))} disabled={busy}>
            {A.login.byCode}
          </Button>
        </p>
      }
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
