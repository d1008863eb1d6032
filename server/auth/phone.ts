import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as typed (with or without +52) in E.164, or null when it is not a real number.
 * Mexico's retired mobile prefix "1" (+52 1 614 …) still appears in address books; libphonenumber
 * rejects it, so it is dropped first.
 */
export function toE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const normalised = compact.replace(/^\+521(\d{10})$/, '+52$1');
  const phone = parsePhoneNumberFromString(normalised, 'MX');
  return phone?.isValid() ? phone.number : null;
}
