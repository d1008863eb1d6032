import { describe, expect, it } from 'vitest';
import { CODES } from '../copy/codes';
import { VALIDATION } from '../copy/validation';
import { RegisterBodySchema } from './auth';
import { CodeLoginSchema, CodeRequestSchema, PasswordResetSchema } from './contact-codes';
import { isPersonName } from './fields';
import { ProfileUpdateSchema } from './user';

const issue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : { message: result.error!.issues[0]!.message, path: result.error!.issues[0]!.path };

describe('one-time codes on the wire', () => {
  it('a code is six digits, spaces around it aside', () => {
    expect(CodeLoginSchema.parse({ phoneNumber: '6141234567', code: ' 012345 ' }).code).toBe('012345');
    for (const code of ['12345', '1234567', '12a456', '', '１２３４５６'])
      expect(issue(CodeLoginSchema.safeParse({ phoneNumber: '6141234567', code }))?.message, code).toBe(
        CODES.codeShape,
      );
  });

  it('a request names what the code is for, and an email only as an email', () => {
    expect(CodeRequestSchema.parse({ purpose: 'reset', phoneNumber: '6141234567' }).purpose).toBe('reset');
    expect(issue(CodeRequestSchema.safeParse({ purpose: 'spam', phoneNumber: '6141234567' }))?.message).toBe(
      CODES.purposeUnknown,
    );
    expect(
      issue(CodeRequestSchema.safeParse({ purpose: 'signup', phoneNumber: '6141234567', email: 'no-es-correo' }))
        ?.message,
    ).toBe(VALIDATION.signupEmailInvalid);
  });

  it('a reset needs the new password twice, the same', () => {
    const body = { phoneNumber: '6141234567', code: '123456', new_password: 'secreta1', confirm_password: 'secreta1' };
    expect(PasswordResetSchema.safeParse(body).success).toBe(true);
    expect(issue(PasswordResetSchema.safeParse({ ...body, confirm_password: 'secreta2' }))).toEqual({
      message: VALIDATION.newPasswordsDiffer,
      path: ['confirm_password'],
    });
    expect(
      issue(PasswordResetSchema.safeParse({ ...body, new_password: 'corta', confirm_password: 'corta' }))?.message,
    ).toBe(VALIDATION.signupPasswordShort);
  });
});

describe('a person’s name', () => {
  it('takes letters, accents, spaces, apostrophes, hyphens and dots, 2 to 60', () => {
    for (const name of ['Al', 'Ana María O’Brien-Paz Jr.', "D'Angelo", 'Ñandú Güemes', 'a'.repeat(60)])
      expect(isPersonName(name), name).toBe(true);
  });
  it('refuses what reads as an address, a line break, digits and the wrong lengths', () => {
    for (const name of [
      'A',
      'a'.repeat(61),
      'Tu cuenta: https://x.example',
      'Ana www.ejemplo',
      'WWW.ejemplo',
      'ana@example.mx',
      'Ana\nLucía',
      'Cliente 2',
      ' Ana',
      '.Ana',
      '',
    ])
      expect(isPersonName(name), name).toBe(false);
  });
  it('is the rule of the sign-up and of the profile', () => {
    const signup = {
      username: 'visita www.ejemplo.mx',
      email: 'a@example.mx',
      password: 'secreta1',
      confirmPassword: 'secreta1',
      phoneNumber: '6141234567',
      code: '123456',
    };
    expect(issue(RegisterBodySchema.safeParse(signup))?.message).toBe(VALIDATION.signupNameShort);
    expect(RegisterBodySchema.parse({ ...signup, username: '  Ana Paz  ' }).username).toBe('Ana Paz');
    expect(issue(ProfileUpdateSchema.safeParse({ name: 'a@b.mx', phone_number: '6141234567' }))?.message).toBe(
      VALIDATION.signupNameShort,
    );
    expect(ProfileUpdateSchema.parse({ name: ' Ana Paz ', phone_number: '6141234567' }).name).toBe('Ana Paz');
  });
});
