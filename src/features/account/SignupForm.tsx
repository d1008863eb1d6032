import { useState } from 'react';
import { Link } from 'wouter';
import { RegisterBodySchema } from '../../../contract/auth';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { emptyPhone, PhoneField, phoneToE164, type PhoneValue } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { FormAlert } from '../../ui/FormAlert';
import { useFormSubmit } from '../../ui/use-form-submit';
import { fieldErrors } from '../../../contract/field-errors';
import { A } from '../../../copy/account';
import { sendAuth, useAuthView } from './use-auth-view';
import * as css from './account.css';
import { pageTitle } from '../../styles/utils.css';
import { PATH } from '../../../contract/paths';

type Field = 'username' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword';

export function SignupForm() {
  const { busy, error } = useAuthView();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone());
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { errors, formProps } = useFormSubmit<Field>();

  const serverError = submitted && !busy ? error : null;
  const form = formProps(
    () => fieldErrors<Field>(RegisterBodySchema, { username, email, phoneNumber: phone.text, password, confirmPassword }),
    () => {
      setSubmitted(true);
      sendAuth({ type: 'auth.signup', username: username.trim(), email: email.trim(), phoneNumber: phoneToE164(phone), password, confirmPassword, remember });
    },
  );

  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{A.signup.title}</h1>
      <p className={css.lead}>{A.signup.lead}</p>
      {serverError ? <FormAlert takesFocus>{serverError}</FormAlert> : null}
      <form {...form} className={css.form} noValidate aria-busy={busy}>
        <TextField label={A.signup.name} name="name" autoComplete="name" value={username} onChange={setUsername} error={errors.username} maxLength={100} />
        <TextField
          label={A.signup.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          maxLength={200}
        />
        <PhoneField label={A.signup.phone} value={phone} onChange={setPhone} error={errors.phoneNumber} name="phoneNumber" />
        <TextField
          label={A.signup.password}
          name="password"
          type="password"
          autoComplete="new-password"
          description={A.signup.passwordHint}
          value={password}
          onChange={setPassword}
          error={errors.password}
          maxLength={200}
        />
        <TextField
          label={A.signup.confirm}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
          maxLength={200}
        />
        <Checkbox label={A.signup.remember} checked={remember} onCheckedChange={setRemember} />
        <Button type="submit" block disabled={busy}>
          {busy ? A.signup.submitting : A.signup.submit}
        </Button>
      </form>
      <p className={css.switchLine}>
        {A.signup.haveAccount}{' '}
        <Link href={PATH.login} className={css.link}>
          {A.signup.login}
        </Link>
      </p>
    </div>
  );
}
