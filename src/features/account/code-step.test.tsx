/**
 * The one-time code's step as a keyboard or screen-reader user meets it: the sign-up, 'Recibir un
 * código' and '¿Olvidaste tu contraseña?' each ask for a code, and the step that follows is one
 * field the phone's keyboard and autofill know, with its label, hint and errors tied to it, the
 * focus on it, the code itself in 'Modo de prueba', and 'Reenviar código' after its wait. The auth
 * actor is stood in for; tests/e2e/ui-paths-auth.test.ts runs the same forms against a real shop.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeSent } from '../../../contract/contact-codes';
import { A } from '../../../copy/account';
import { CODES } from '../../../copy/codes';
import { VALIDATION } from '../../../copy/validation';
import type { AuthContext } from '../../../machines/auth/auth-machine';
import { domRoot } from '../../testing/dom-root';
import { GuestForm } from './GuestForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

const auth = vi.hoisted(() => ({
  view: {
    busy: false,
    error: null as string | null,
    remembered: null,
    loginPhone: null,
    ready: true,
    code: null as AuthContext['code'],
  },
  sent: [] as unknown[],
}));
vi.mock('./use-auth-view', () => ({
  useAuthView: () => auth.view,
  sendAuth: (event: unknown) => auth.sent.push(event),
}));

const TEST_SENT: CodeSent = {
  message: CODES.sentForTest,
  channel: 'test',
  resend_after_seconds: 30,
  test_code: '482913',
};

const { draw } = domRoot();
beforeEach(() => {
  auth.view = { busy: false, error: null, remembered: null, loginPhone: null, ready: true, code: null };
  auth.sent = [];
});

function box(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return document.getElementById(found.htmlFor) as HTMLInputElement;
}
function type(label: string, text: string) {
  const input = box(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function submit() {
  const form = document.querySelector('form')!;
  await act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);
async function click(name: string) {
  await act(async () => button(name)!.click());
}
const describedBy = (label: string) =>
  (box(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const focusLandsOn = (element: () => Element | null) =>
  vi.waitFor(() => expect(document.activeElement).toBe(element()));

describe('the sign-up’s code step', () => {
  it('asks a code once the form passes, then shows one code field, the test code, and sends the form with it', async () => {
    draw(<SignupForm />);
    type(A.signup.name, 'Ana López');
    type(A.signup.email, 'ana@example.mx');
    type(A.signup.phone, '6141234567');
    type(A.signup.password, 'secreto1');
    type(A.signup.confirm, 'secreto1');
    await submit();
    expect(auth.sent).toEqual([
      {
        type: 'auth.signup',
        username: 'Ana López',
        email: 'ana@example.mx',
        phoneNumber: '+526141234567',
        password: 'secreto1',
        confirmPassword: 'secreto1',
        marketingConsent: false,
        remember: false,
        next: null,
      },
    ]);

    auth.view = { ...auth.view, code: { purpose: 'signup', sent: TEST_SENT } };
    draw(<SignupForm />);
    const code = box(A.code.label);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.querySelectorAll('input').length).toBe(1);
    await focusLandsOn(() => box(A.code.label));
    // 'Modo de prueba': the code is on the page, in the test strip's look.
    expect(document.querySelector('[data-test-code]')?.textContent).toBe('482913');
    expect(document.body.textContent).toContain(CODES.sentForTest);
    // 'Reenviar código' waits, and the wait is said politely, once.
    expect(button(A.code.resendIn(30))?.disabled).toBe(true);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(A.code.resendWait(30));

    // A code of the wrong shape is refused on its field, tied to it; the right one is sent with the form.
    type(A.code.label, '48');
    await submit();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(A.code.label)).toContain(CODES.codeShape);
    expect(auth.sent).toHaveLength(1);
    type(A.code.label, '482913');
    await submit();
    expect(auth.sent.at(-1)).toEqual({
      type: 'auth.signup.confirm',
      code: '482913',
      username: 'Ana López',
      password: 'secreto1',
      confirmPassword: 'secreto1',
      marketingConsent: false,
    });
  });

  it('shows the server’s refusal on the code field and puts the focus back there; offers to resend after the wait', async () => {
    vi.useFakeTimers();
    try {
      auth.view = { ...auth.view, code: { purpose: 'signup', sent: { ...TEST_SENT, resend_after_seconds: 2 } } };
      draw(<SignupForm />);
      auth.view = { ...auth.view, error: CODES.wrong };
      draw(<SignupForm />);
      expect(describedBy(A.code.label)).toContain(CODES.wrong);
      expect(document.activeElement).toBe(box(A.code.label));
      await act(async () => void vi.advanceTimersByTime(2100));
      expect(button(A.code.resend)?.disabled).toBe(false);
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(A.code.resendReady);
      await click(A.code.resend);
      await click(A.code.back);
      expect(auth.sent).toEqual([{ type: 'auth.code.resend' }, { type: 'auth.code.cancel' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the login by code', () => {
  it('‘Recibir un código’ checks the phone alone, then asks a code for it; the code step signs in', async () => {
    draw(<LoginForm />);
    await click(A.login.byCode);
    expect(box(A.login.phone).getAttribute('aria-invalid')).toBe('true');
    expect(box(A.login.password).getAttribute('aria-invalid')).toBeNull();
    expect(auth.sent).toEqual([]);
    type(A.login.phone, '6141234567');
    await click(A.login.byCode);
    expect(auth.sent).toEqual([
      { type: 'auth.code.request', purpose: 'login', phoneNumber: '+526141234567', remember: false, next: null },
    ]);
    auth.view = { ...auth.view, code: { purpose: 'login', sent: TEST_SENT } };
    draw(<LoginForm />);
    type(A.code.label, '482913');
    await submit();
    expect(auth.sent.at(-1)).toEqual({ type: 'auth.code.login', code: '482913' });
  });
});

describe('the password’s reset', () => {
  it('opens on its title, asks a code for the phone, then takes the code and the new password twice', async () => {
    draw(<LoginForm />);
    await click(A.login.forgot);
    await focusLandsOn(() => document.querySelector('h1'));
    expect(document.querySelector('h1')?.textContent).toBe(A.reset.title);
    type(A.reset.phone, '6141234567');
    await submit();
    expect(auth.sent).toEqual([
      { type: 'auth.code.request', purpose: 'reset', phoneNumber: '+526141234567', remember: false, next: null },
    ]);

    auth.view = { ...auth.view, code: { purpose: 'reset', sent: TEST_SENT } };
    draw(<LoginForm />);
    type(A.code.label, '482913');
    type(A.reset.newPassword, 'nueva123');
    type(A.reset.confirmPassword, 'nueva124');
    await submit();
    expect(describedBy(A.reset.confirmPassword)).toContain(VALIDATION.newPasswordsDiffer);
    await focusLandsOn(() => box(A.reset.confirmPassword));
    type(A.reset.confirmPassword, 'nueva123');
    await submit();
    expect(auth.sent.at(-1)).toEqual({
      type: 'auth.reset.confirm',
      code: '482913',
      newPassword: 'nueva123',
      confirmPassword: 'nueva123',
    });
  });

  it('a refusal of the first request (too many codes) is the card’s alert', async () => {
    draw(<LoginForm />);
    await click(A.login.forgot);
    type(A.reset.phone, '6141234567');
    await submit();
    auth.view = { ...auth.view, error: CODES.tooMany(CODES.wait(300_000)) };
    draw(<LoginForm />);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(CODES.tooMany(CODES.wait(300_000)));
  });
});

describe("'Comprar sin cuenta': the guest's form and its code step", () => {
  it('checks name and phone on their fields, asks a code (the email only if typed), then sends the code', async () => {
    draw(<GuestForm />);
    await submit();
    expect(auth.sent).toEqual([]);
    expect(box(A.guest.name).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(A.guest.name)).toContain(VALIDATION.signupNameShort);
    expect(box(A.guest.phone).getAttribute('aria-invalid')).toBe('true');
    // The optional email says what it is for, tied to its field.
    expect(describedBy(A.guest.email)).toContain(A.guest.emailHint);
    type(A.guest.name, 'Ana Invitada');
    type(A.guest.phone, '6141234567');
    type(A.guest.email, 'no-es-correo');
    await submit();
    expect(auth.sent).toEqual([]);
    expect(describedBy(A.guest.email)).toContain(VALIDATION.signupEmailInvalid);
    type(A.guest.email, '');
    await submit();
    expect(auth.sent).toEqual([{ type: 'auth.guest', name: 'Ana Invitada', phoneNumber: '+526141234567', next: null }]);

    auth.view = { ...auth.view, code: { purpose: 'guest', sent: TEST_SENT } };
    draw(<GuestForm />);
    await focusLandsOn(() => box(A.code.label));
    expect(document.querySelector('[data-test-code]')?.textContent).toBe('482913');
    type(A.code.label, '482913');
    await submit();
    expect(auth.sent.at(-1)).toEqual({ type: 'auth.guest.confirm', code: '482913' });
  });

  it("another purpose's code step is not the guest's: the form stays", () => {
    auth.view = { ...auth.view, code: { purpose: 'login', sent: TEST_SENT } };
    draw(<GuestForm />);
    expect(box(A.guest.name)).toBeTruthy();
  });
});
