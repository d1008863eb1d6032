import { type FormEvent, type MutableRefObject, useRef, useState } from 'react';
import type { FieldErrors } from '../../../contract/field-errors';
import { PHONE_MAX } from '../../../contract/fields';
import {
  ADDRESS_MAX_LENGTH,
  MEXICAN_STATES,
  type MexicanAddress,
  stateOfPostalCode,
} from '../../../contract/mexican-address';
import type { AddressFields } from '../../../contract/user';
import { ADDRESS } from '../../../copy/address';
import { visuallyHidden } from '../../styles/utils.css';
import { Button } from '../../ui/Button';
import * as css from '../../ui/form.css';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { useFocusFirstInvalid, useTextFields } from '../../ui/use-form-submit';
import * as address from './address.css';

type Field = keyof MexicanAddress;

export const ADDRESS_LABELS: Record<Field, string> = ADDRESS.label;

interface AddressFormProps {
  /** What the form starts with (`addressForForm`: the saved address, its state, the customer as receiver). */
  initial: MexicanAddress;
  submitLabel: string;
  busy?: boolean;
  /** What was typed; the caller checks it (the checkout machine, or the profile's save). */
  onSubmit: (typed: AddressFields) => void;
  /** The caller's verdict on the last submit, field by field: shown beside each field. */
  errors: FieldErrors<Field>;
  /** A refusal of the whole address, above its fields (the checkout's 'Falta información…'). */
  alert?: string | null;
  /** Extra buttons beside submit (Cancelar). */
  extra?: React.ReactNode;
  /** Shipping-address autocomplete section (home vs other address). */
  section?: string;
  /** Kept up to date with what is typed, for a submit from outside the form (the checkout's continue). */
  valuesRef?: MutableRefObject<AddressFields | null>;
}

/**
 * A Mexican delivery address: street, numbers, colonia, postal code (which chooses the state as
 * it is typed), state among the 32, municipio, city, references and who receives it. The form
 * restates no rule: it sends what was typed, and whoever owns the flow checks it with the contract
 * schema and hands back the errors (`fieldErrors` in contract/field-errors.ts).
 */
export function AddressForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  errors,
  alert,
  extra,
  section = 'shipping',
  valuesRef,
}: AddressFormProps) {
  const { values, field } = useTextFields<Field>(initial, errors);
  if (valuesRef) valuesRef.current = values;
  const [stateFromCode, setStateFromCode] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // Each refusal is a new errors object: keyboard and screen-reader users land on its first field.
  useFocusFirstInvalid(form, errors);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(values);
  };

  const ac = (token: string) => `section-${section} shipping ${token}`;
  const zipcode = field('shipping_zipcode');
  const state = field('shipping_state');
  const text = (name: keyof typeof ADDRESS_MAX_LENGTH, autoComplete: string | undefined, required = true) => (
    <TextField
      label={ADDRESS.label[name]}
      description={(ADDRESS.hint as Partial<Record<Field, string>>)[name]}
      autoComplete={autoComplete ? ac(autoComplete) : 'off'}
      maxLength={ADDRESS_MAX_LENGTH[name]}
      required={required}
      {...field(name)}
    />
  );
  return (
    <form ref={form} className={css.form} onSubmit={submit} noValidate aria-busy={busy}>
      {alert ? (
        <p role="alert" className={css.alert}>
          {alert}
        </p>
      ) : null}
      {text('shipping_address_line1', 'address-line1')}
      <div className={address.pair}>
        {text('shipping_exterior_number', undefined)}
        {text('shipping_interior_number', 'address-line2', false)}
      </div>
      {text('shipping_neighborhood', 'address-level3')}
      <div className={address.pair}>
        <TextField
          label={ADDRESS.label.shipping_zipcode}
          description={ADDRESS.hint.shipping_zipcode}
          autoComplete={ac('postal-code')}
          inputMode="numeric"
          pattern="[0-9]{5}"
          maxLength={5}
          required
          {...zipcode}
          onChange={(typed) => {
            const digits = typed.replace(/\D/g, '').slice(0, 5);
            zipcode.onChange(digits);
            // The first two digits fix the state: it is chosen as they are typed.
            const fromCode = stateOfPostalCode(digits);
            if (fromCode && fromCode !== values.shipping_state) {
              state.onChange(fromCode);
              setStateFromCode(fromCode);
            }
          }}
        />
        <Select
          label={ADDRESS.label.shipping_state}
          description={ADDRESS.hint.shipping_state}
          autoComplete={ac('address-level1')}
          required
          {...state}
          onChange={(chosen) => {
            state.onChange(chosen);
            setStateFromCode('');
          }}
        >
          <option value="">{ADDRESS.chooseState}</option>
          {MEXICAN_STATES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <p role="status" className={visuallyHidden}>
        {stateFromCode ? `${ADDRESS.label.shipping_state}: ${stateFromCode}` : ''}
      </p>
      <div className={address.pair}>
        {text('shipping_municipality', undefined)}
        {text('shipping_city', 'address-level2')}
      </div>
      {text('shipping_references', undefined, false)}
      <div className={address.pair}>
        {text('shipping_receiver_name', 'name')}
        <TextField
          label={ADDRESS.label.shipping_receiver_phone}
          description={ADDRESS.hint.shipping_receiver_phone}
          autoComplete={ac('tel-national')}
          inputMode="tel"
          type="tel"
          maxLength={PHONE_MAX}
          required
          {...field('shipping_receiver_phone')}
        />
      </div>
      <div className={css.formActions}>
        {extra}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
