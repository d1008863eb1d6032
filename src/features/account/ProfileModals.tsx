import { useState } from 'react';
import type { User } from '../../../contract/auth';
import { type FieldErrors, fieldErrors } from '../../../contract/field-errors';
import { addressForForm } from '../../../contract/mexican-address';
import {
  type AddressUpdate,
  AddressUpdateSchema,
  ChangePasswordSchema,
  ProfileUpdateSchema,
} from '../../../contract/user';
import { A } from '../../../copy/account';
import { VALIDATION } from '../../../copy/validation';
import { AddressForm } from '../../domain/address/AddressForm';
import { showToast } from '../../runtime/toasts';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import * as formCss from '../../ui/form.css';
import { Modal, ModalClose } from '../../ui/Modal';
import { PhoneField, type PhoneValue, phoneFromE164, phoneToE164 } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';
import { useFormSubmit, useTextFields } from '../../ui/use-form-submit';
import { saveAddress, savePassword, saveProfile } from './profile-actions';

const cancelButton = (
  <ModalClose>
    <Button variant="secondary">{A.profile.cancel}</Button>
  </ModalClose>
);

/** A profile form's buttons: Cancelar, and Guardar ('Guardando…' while it saves). */
function ModalActions({ busy }: { busy: boolean }) {
  return (
    <div className={formCss.formActions}>
      {cancelButton}
      <Button type="submit" disabled={busy}>
        {busy ? A.profile.saving : A.profile.save}
      </Button>
    </div>
  );
}

export function EditProfileModal({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={A.profile.editProfile}
      trigger={<Button variant="secondary">{A.profile.editProfile}</Button>}
    >
      {open ? <EditProfileForm user={user} onDone={() => setOpen(false)} /> : null}
    </Modal>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState<PhoneValue>(phoneFromE164(user.phone_number));
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, formProps } = useFormSubmit<'name' | 'phone_number'>();

  const check = () => {
    const found = fieldErrors<'name' | 'phone_number'>(ProfileUpdateSchema, { name, phone_number: phone.text });
    // A short phone also gets the info toast.
    if (found?.phone_number === VALIDATION.profilePhoneShort)
      void showToast({ kind: 'info', message: VALIDATION.profilePhoneShort });
    return found;
  };
  const send = async () => {
    const error = await saveProfile({ name: name.trim(), email: user.email, phone_number: phoneToE164(phone) });
    setFailure(error);
    if (!error) onDone();
  };

  return (
    <form {...formProps(check, send)} className={formCss.form} noValidate aria-busy={busy}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={A.profile.name}
        autoComplete="name"
        value={name}
        onChange={setName}
        error={errors.name}
        maxLength={100}
        required
      />
      <TextField
        label={A.profile.email}
        type="email"
        autoComplete="email"
        value={user.email}
        onChange={() => undefined}
        readOnly
        description={A.profile.emailLocked}
      />
      <PhoneField label={A.profile.phone} value={phone} onChange={setPhone} error={errors.phone_number} />
      <ModalActions busy={busy} />
    </form>
  );
}

export function EditAddressModal({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  // The address form moves the focus to the first refused field itself: its checkout caller refuses too.
  const { errors, busy, submit } = useFormSubmit<keyof AddressUpdate>();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={A.profile.editAddress}
      trigger={<Button variant="secondary">{A.profile.editAddress}</Button>}
    >
      {open ? (
        <AddressForm
          initial={addressForForm(user, user)}
          busy={busy}
          submitLabel={busy ? A.profile.saving : A.profile.save}
          extra={cancelButton}
          errors={errors}
          onSubmit={(typed) =>
            void submit(fieldErrors(AddressUpdateSchema, typed), async () => {
              if (await saveAddress(AddressUpdateSchema.parse(typed))) setOpen(false);
            })
          }
        />
      ) : null}
    </Modal>
  );
}

type PasswordField = 'current' | 'next' | 'confirm';

export function ChangePasswordModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={A.profile.changePassword}
      trigger={<Button variant="secondary">{A.profile.changePassword}</Button>}
    >
      {open ? <ChangePasswordForm onDone={() => setOpen(false)} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { errors, busy, formProps } = useFormSubmit<PasswordField>();
  const { values, field } = useTextFields<PasswordField>({ current: '', next: '', confirm: '' }, errors);

  const check = () => {
    const found: FieldErrors<PasswordField> = {};
    if (!values.current) found.current = VALIDATION.required;
    if (!values.next) found.next = VALIDATION.required;
    if (!values.confirm) found.confirm = VALIDATION.required;
    if (!found.next && !found.confirm && values.next !== values.confirm) found.confirm = VALIDATION.newPasswordsDiffer;
    if (!found.next && !found.confirm) {
      const schema = fieldErrors<'current_password' | 'new_password'>(ChangePasswordSchema, {
        current_password: values.current || 'x',
        new_password: values.next,
      });
      if (schema?.new_password) found.next = schema.new_password;
    }
    return found;
  };
  const send = async () => {
    if (await savePassword(values.current, values.next)) onDone();
  };

  return (
    <form {...formProps(check, send)} className={formCss.form} noValidate aria-busy={busy}>
      <TextField
        label={A.profile.currentPassword}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        required
        {...field('current')}
      />
      <TextField
        label={A.profile.newPassword}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        required
        {...field('next')}
      />
      <TextField
        label={A.profile.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        required
        {...field('confirm')}
      />
      <ModalActions busy={busy} />
    </form>
  );
}
