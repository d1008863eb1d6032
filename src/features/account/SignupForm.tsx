import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { RegisterBodySchema } from '../../../contract/auth';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { emptyPhone, PhoneField, phoneToE164, type PhoneValue } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import * as formCss from '../../ui/form.css';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '../../ui/form-errors';
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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const serverError = submitted && !busy ? error : null;
  useEffect(() => {
    if (serverError) alertRef.current?.focus();
  }, [serverError]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors<Field>(RegisterBodySchema, { username, email, phoneNumber: phone.text, password, confirmPassword });
    setErrors(found ?? {});
    if (found) return focusFirstInvalid(form.current);
    setSubmitted(true);
    sendAuth({ type: 'auth.signup', username: username.trim(), email: email.trim(), phoneNumber: phoneToE164(phone), password, confirmPassword, remember });
  };

  return (
    <div className={css.authCard}>
      <h1 className={pageTitle}>{A.signup.title}</h1>
      <p className={css.lead}>{A.signup.lead}</p>
      {serverError ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className={formCss.alert}>
          {serverError}
        </div>
      ) : null}
      <form ref={form} className={formCss.form} onSubmit={submit} noValidate aria-busy={busy}>
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
        <Link href={PATH.login} className={formCss.textLink}>
          {A.signup.login}
        </Link>
      </p>
    </div>
  );
}
