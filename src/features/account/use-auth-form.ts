import { useState } from 'react';
import type { FieldErrors } from '../../../contract/field-errors';
import type { AuthEvent } from '../../../machines/auth/auth-machine';
import { emptyPhone, type PhoneValue } from '../../ui/PhoneField';
import { useFormSubmit, useTextFields } from '../../ui/use-form-submit';
import { sendAuth, useAuthView } from './use-auth-view';

/**
 * The login or signup form: its phone, its text fields (`field(key)` ties a TextField to one),
 * 'Recordarme', and its submit loop. What passes the check goes to the auth machine, which is busy
 * while the server answers; its refusal (`serverError`) shows once this form was sent, not an
 * error the machine held from before. `card` is what the form's `AuthCard` shows of all this.
 */
export function useAuthForm<K extends string>(initialText: Record<K, string>) {
  const view = useAuthView();
  const [submitted, setSubmitted] = useState(false);
  const [remember, setRemember] = useState(false);
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone());
  const { errors, formProps, submit } = useFormSubmit<K | 'phoneNumber'>();
  const { values, field } = useTextFields<K>(initialText, errors as FieldErrors<K>);
  const serverError = submitted && !view.busy ? view.error : null;
  const form = (check: () => FieldErrors<K | 'phoneNumber'> | null, event: () => AuthEvent) =>
    formProps(check, () => {
      setSubmitted(true);
      sendAuth(event());
    });
  /** The same check and send, from a button other than the form's submit ('Recibir un código'). */
  const sendChecked = (check: () => FieldErrors<K | 'phoneNumber'> | null, event: () => AuthEvent) =>
    void submit(check(), () => {
      setSubmitted(true);
      sendAuth(event());
    });
  const phoneField = { value: phone, onChange: setPhone, error: errors.phoneNumber, name: 'phoneNumber' };
  const card = { busy: view.busy, serverError, remember, onRememberChange: setRemember };
  return { ...view, values, field, phone, setPhone, phoneField, remember, setRemember, form, sendChecked, card };
}
