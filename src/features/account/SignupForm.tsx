import { useState } from 'react';
import { SignupFormSchema } from '../../../contract/auth';
import { fieldErrors } from '../../../contract/field-errors';
import { loginPath } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { LEGAL } from '../../../copy/legal';
import { LegalNotice } from '../../domain/legal/LegalNotice';
import { Checkbox } from '../../ui/Checkbox';
import { PhoneField, phoneToE164 } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { AuthCard, SwitchLine } from './AuthCard';
import { CodeStep } from './CodeStep';
import { useAuthForm } from './use-auth-form';
import { sendAuth } from './use-auth-view';
import { useLeaveCodeOnUnmount } from './use-leave-code';
import { useReturnPath } from './use-return-path';

export function SignupForm() {
  const { values, field, phone, phoneField, remember, form, card, code, busy, error } = useAuthForm({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { username, email, password, confirmPassword } = values;
  const next = useReturnPath();
  useLeaveCodeOnUnmount();
  // The optional purposes' consent: its own box, unticked until the shopper ticks it.
  const [marketingConsent, setMarketingConsent] = useState(false);

  // The form checked, its code was asked for: the code step, with the form's values kept here.
  if (code?.purpose === 'signup' && code.sent)
    return (
      <CodeStep
        sent={code.sent}
        busy={busy}
        serverError={busy ? null : error}
        submit={A.signup.submit}
        onCode={(typed) =>
          sendAuth({
            type: 'auth.signup.confirm',
            code: typed,
            username: username.trim(),
            password,
            confirmPassword,
            marketingConsent,
          })
        }
      />
    );

  return (
    <AuthCard
      text={A.signup}
      {...card}
      beforeSubmit={
        <>
          <Checkbox label={LEGAL.consentLabel} checked={marketingConsent} onCheckedChange={setMarketingConsent} />
          <LegalNotice where="signup" />
        </>
      }
      after={<SwitchLine question={A.signup.haveAccount} link={A.signup.login} href={loginPath(next)} />}
      form={form(
        () => fieldErrors(SignupFormSchema, { username, email, phoneNumber: phone.text, password, confirmPassword }),
        () => ({
          type: 'auth.signup',
          username: username.trim(),
          email: email.trim(),
          phoneNumber: phoneToE164(phone),
          password,
          confirmPassword,
          marketingConsent,
          remember,
          next,
        }),
      )}
    >
      <TextField label={A.signup.name} name="name" autoComplete="name" maxLength={100} {...field('username')} />
      <TextField
        label={A.signup.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={200}
        {...field('email')}
      />
      <PhoneField label={A.signup.phone} {...phoneField} />
      <TextField
        label={A.signup.password}
        name="password"
        type="password"
        autoComplete="new-password"
        description={A.signup.passwordHint}
        maxLength={200}
        {...field('password')}
      />
      <TextField
        label={A.signup.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={200}
        {...field('confirmPassword')}
      />
    </AuthCard>
  );
}
