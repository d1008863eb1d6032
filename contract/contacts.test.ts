import { describe, expect, it } from 'vitest';
import { canonicalContact } from './contacts';

describe('canonicalContact', () => {
  it('reads an email in lower case and without its +tag', () => {
    expect(canonicalContact('email', ' Ana.Paz+1@Example.MX ')).toBe('ana.paz@example.mx');
    expect(canonicalContact('email', 'ana+a+b@example.mx')).toBe('ana@example.mx');
    expect(canonicalContact('email', 'ana@example.mx')).toBe('ana@example.mx');
  });
  it('keeps a local part that is all tag, and a phone as it is', () => {
    expect(canonicalContact('email', '+x@example.mx')).toBe('+x@example.mx');
    expect(canonicalContact('whatsapp', '+526141234567')).toBe('+526141234567');
  });
});
