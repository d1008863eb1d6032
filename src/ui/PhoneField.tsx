import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { useMemo } from 'react';
import { FieldShell } from './FieldShell';
import * as css from './form.css';

export const PHONE_FIELD_MAX = 20;

/** What the shopper typed: the picked country and the number as written (at most 20 characters). */
export interface PhoneValue {
  country: CountryCode;
  text: string;
}

export const emptyPhone = (country: CountryCode = 'MX'): PhoneValue => ({ country, text: '' });

/** The typed number in E.164 (+526141234567) when it is a real number, else the text as typed. */
export function phoneToE164(value: PhoneValue): string {
  const text = value.text.trim();
  const phone = parsePhoneNumberFromString(text, value.country);
  return phone?.isValid() ? phone.number : text;
}

/** A stored E.164 number back into the field: its country and its national number. */
export function phoneFromE164(e164: string | null | undefined, fallback: CountryCode = 'MX'): PhoneValue {
  if (!e164) return emptyPhone(fallback);
  const phone = parsePhoneNumberFromString(e164, fallback);
  return phone?.country ? { country: phone.country, text: phone.nationalNumber } : { country: fallback, text: e164 };
}

/** E.164 shown internationally: +52 614 123 4567. */
export function formatPhoneInternational(e164: string): string {
  const phone = parsePhoneNumberFromString(e164);
  return phone ? phone.formatInternational() : e164;
}

let countryOptions: { code: CountryCode; label: string }[] | null = null;
function countries() {
  if (countryOptions) return countryOptions;
  const names = new Intl.DisplayNames(['es-MX'], { type: 'region' });
  const all = getCountries().map((code) => ({
    code,
    label: `${names.of(code) ?? code} +${getCountryCallingCode(code)}`,
  }));
  all.sort((a, b) => a.label.localeCompare(b.label, 'es-MX'));
  const mx = all.findIndex((c) => c.code === 'MX');
  const us = all.findIndex((c) => c.code === 'US');
  countryOptions = [all[mx]!, all[us]!, ...all.filter((c) => c.code !== 'MX' && c.code !== 'US')];
  return countryOptions;
}

interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
  autoComplete?: string;
  name?: string;
}

/** Phone entry with a country picker (default MX), at most 20 characters, stored as E.164. */
export function PhoneField({ label, value, onChange, error, autoComplete = 'tel', name = 'phone' }: PhoneFieldProps) {
  const options = useMemo(countries, []);
  const hint = useMemo(() => {
    const e164 = phoneToE164(value);
    return e164.startsWith('+') ? e164 : null;
  }, [value]);
  return (
    <FieldShell
      label={label}
      description={hint ? `Se guardará como ${hint}` : 'Lada y número, por ejemplo 614 123 4567'}
      descriptionBelow
      error={error}
    >
      {(control) => (
        <div className={css.phoneRow}>
          <select
            aria-label={`${label}: país`}
            className={css.select}
            value={value.country}
            autoComplete="tel-country-code"
            onChange={(e) => onChange({ ...value, country: e.target.value as CountryCode })}
          >
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
          <input
            {...control}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            maxLength={PHONE_FIELD_MAX}
            className={css.input}
            value={value.text}
            onChange={(e) => onChange({ ...value, text: e.target.value.slice(0, PHONE_FIELD_MAX) })}
            onBlur={() => {
              const formatted = new AsYouType(value.country).input(value.text);
              if (formatted && formatted.length <= PHONE_FIELD_MAX && hint) onChange({ ...value, text: formatted });
            }}
          />
        </div>
      )}
    </FieldShell>
  );
}
