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

describe('canonicalContact, at the edges', () => {
  it('cuts a tag only from the local part of one address', () => {
    expect(canonicalContact('email', 'Sin+Arroba')).toBe('sin+arroba');
    expect(canonicalContact('email', 'ana@ejemplo+1.mx')).toBe('ana@ejemplo+1.mx');
    expect(canonicalContact('email', 'a+b@c@d.mx')).toBe('a+b@c@d.mx');
    expect(canonicalContact('email', 'x@y+z@w.mx')).toBe('x@y+z@w.mx');
    expect(canonicalContact('email', 'ana+@ejemplo.mx')).toBe('ana@ejemplo.mx');
    expect(canonicalContact('email', 'ana+1@')).toBe('ana+1@');
  });
  it('never touches a phone', () => {
    expect(canonicalContact('whatsapp', 'A+b@C.mx')).toBe('a+b@c.mx');
  });
});
