/**
 * The account forms' submit loop, as a keyboard or screen-reader user meets it: a refused submit
 * shows each message under its field and moves the focus to the first refused field; a refusal
 * of the whole form (the server's) is an alert, which the login and signup forms move the focus
 * to; what passes is sent once. The auth actor and the profile's API calls are stood in for: the
 * browser tests (tests/e2e/checkout.test.ts) run the same forms against a real shop.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { A } from '../../../copy/account';
import { ADDRESS } from '../../../copy/address';
import { VALIDATION } from '../../../copy/validation';
import { domRoot } from '../../testing/dom-root';
import { LoginForm } from './LoginForm';
import { ChangePasswordModal, EditAddressModal, EditProfileModal } from './ProfileModals';
import { SignupForm } from './SignupForm';

const auth = vi.hoisted(() => ({
  view: { busy: false, error: null as string | null, remembered: null, loginPhone: null, code: null, ready: true },
  sent: [] as unknown[],
}));
vi.mock('./use-auth-view', () => ({
  useAuthView: () => auth.view,
  sendAuth: (event: unknown) => auth.sent.push(event),
}));
const profile = vi.hoisted(() => ({
  saveProfile: vi.fn(async (_input: unknown): Promise<string | null> => null),
  saveAddress: vi.fn(async (_input: unknown) => true),
  savePassword: vi.fn(async (_current: string, _next: string) => true),
  toasts: [] as unknown[],
}));
vi.mock('./profile-actions', () => ({
  saveProfile: profile.saveProfile,
  saveAddress: profile.saveAddress,
  savePassword: profile.savePassword,
}));
vi.mock('../../runtime/toasts', () => ({ showToast: async (toast: unknown) => void profile.toasts.push(toast) }));

const user: User = {
  ecommerce_user_id: 7,
  name: 'Ana López',
  email: 'ana@example.mx',
  phone_number: '+526141234567',
  shipping_state: null,
  shipping_city: null,
  shipping_address_line1: null,
  shipping_zipcode: null,
} as User;

const { draw } = domRoot();
beforeEach(() => {
  auth.view = { busy: false, error: null, remembered: null, loginPhone: null, code: null, ready: true };
  auth.sent = [];
  profile.toasts = [];
  profile.saveProfile.mockClear();
  profile.saveAddress.mockClear();
  profile.savePassword.mockClear();
});

/** A text box by its label's text (in the page or in an open dialog). */
function box(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return document.getElementById(found.htmlFor) as HTMLInputElement;
}
/** Types as the browser does: the field's text changes, then an input event. */
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
async function open(trigger: string) {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === trigger)!;
  await act(async () => button.click());
}
const errorOf = (label: string) => {
  const ids = (box(label).getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-err')) ?? '')?.textContent ?? null;
};
/** The focus moves a frame after the refusal is drawn. */
const focusLandsOn = (element: () => Element | null) =>
  vi.waitFor(() => expect(document.activeElement).toBe(element()));
const alert = () => document.querySelector('[role="alert"]');

describe('the login form', () => {
  it('refuses an empty submit field by field, and moves the focus to the first refused field', async () => {
    draw(<LoginForm />);
    await submit();
    expect(box(A.login.phone).getAttribute('aria-invalid')).toBe('true');
    expect(box(A.login.password).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(A.login.password)).toBe(VALIDATION.loginPasswordShort);
    await focusLandsOn(() => box(A.login.phone));
    expect(auth.sent).toEqual([]);
  });

  it('sends what passes, and then shows the server’s refusal as an alert that takes the focus', async () => {
    draw(<LoginForm />);
    type(A.login.phone, '6141234567');
    type(A.login.password, 'secreto123');
    await submit();
    expect(box(A.login.password).getAttribute('aria-invalid')).toBeNull();
    expect(auth.sent).toEqual([
      { type: 'auth.login', phoneNumber: '+526141234567', password: 'secreto123', remember: false, next: null },
    ]);
    expect(alert()).toBeNull();
    auth.view = { ...auth.view, error: 'Teléfono o contraseña incorrectos.' };
    draw(<LoginForm />);
    expect(alert()?.textContent).toBe('Teléfono o contraseña incorrectos.');
    await focusLandsOn(alert);
  });

  it('shows no alert for an error the auth actor held before this form was submitted', () => {
    auth.view = { ...auth.view, error: 'Teléfono o contraseña incorrectos.' };
    draw(<LoginForm />);
    expect(alert()).toBeNull();
  });
});

describe('the signup form', () => {
  it('moves the focus to its first refused field, the name', async () => {
    draw(<SignupForm />);
    type(A.signup.email, 'ana@example.mx');
    await submit();
    expect(box(A.signup.email).getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(A.signup.name)).toBe(VALIDATION.signupNameShort);
    await focusLandsOn(() => box(A.signup.name));
    expect(auth.sent).toEqual([]);
  });
});

describe('the profile modals', () => {
  it('edit profile: a short phone is refused under its field, with the info toast, and takes the focus', async () => {
    draw(<EditProfileModal user={user} />);
    await open(A.profile.editProfile);
    type(A.profile.phone, '614');
    await submit();
    expect(errorOf(A.profile.phone)).toBe(VALIDATION.profilePhoneShort);
    expect(profile.toasts).toEqual([{ kind: 'info', message: VALIDATION.profilePhoneShort }]);
    await focusLandsOn(() => box(A.profile.phone));
    expect(profile.saveProfile).not.toHaveBeenCalled();
  });

  it('edit profile: the server’s refusal is an alert in the form (the focus stays where it was)', async () => {
    profile.saveProfile.mockResolvedValueOnce('El teléfono ya está registrado.');
    draw(<EditProfileModal user={user} />);
    await open(A.profile.editProfile);
    const submitButton = [...document.querySelectorAll('form button')].find(
      (b) => b.textContent === A.profile.save,
    ) as HTMLButtonElement;
    submitButton.focus();
    await submit();
    expect(profile.saveProfile).toHaveBeenCalledWith({
      name: 'Ana López',
      email: 'ana@example.mx',
      phone_number: '+526141234567',
    });
    expect(alert()?.textContent).toBe('El teléfono ya está registrado.');
    expect(alert()?.getAttribute('tabindex')).toBeNull();
    expect(document.activeElement).toBe(submitButton);
  });

  it('change password: empty fields, then new passwords that differ, each land on their field', async () => {
    draw(<ChangePasswordModal />);
    await open(A.profile.changePassword);
    await submit();
    expect(errorOf(A.profile.currentPassword)).toBe(VALIDATION.required);
    await focusLandsOn(() => box(A.profile.currentPassword));
    type(A.profile.currentPassword, 'secreto123');
    type(A.profile.newPassword, 'nuevo12345');
    type(A.profile.confirmPassword, 'nuevo54321');
    await submit();
    expect(errorOf(A.profile.currentPassword)).toBeNull();
    expect(errorOf(A.profile.confirmPassword)).toBe(VALIDATION.newPasswordsDiffer);
    await focusLandsOn(() => box(A.profile.confirmPassword));
    type(A.profile.confirmPassword, 'nuevo12345');
    await submit();
    expect(profile.savePassword).toHaveBeenCalledWith('secreto123', 'nuevo12345');
  });

  it('edit address: a wrong postal code lands on its field; a right address is saved and the modal closes', async () => {
    draw(<EditAddressModal user={user} />);
    await open(A.profile.editAddress);
    // The customer receives it unless the form is told otherwise.
    expect(box(ADDRESS.label.shipping_receiver_name).value).toBe('Ana López');
    expect(box(ADDRESS.label.shipping_receiver_phone).value).toBe('6141234567');
    type(ADDRESS.label.shipping_address_line1, 'Juárez');
    type(ADDRESS.label.shipping_exterior_number, '100');
    type(ADDRESS.label.shipping_neighborhood, 'Centro');
    type(ADDRESS.label.shipping_municipality, 'Chihuahua');
    type(ADDRESS.label.shipping_city, 'Chihuahua');
    type(ADDRESS.label.shipping_zipcode, '311');
    await submit();
    expect(errorOf(ADDRESS.label.shipping_zipcode)).toBe(VALIDATION.zipcode);
    await focusLandsOn(() => box(ADDRESS.label.shipping_zipcode));
    expect(profile.saveAddress).not.toHaveBeenCalled();
    type(ADDRESS.label.shipping_zipcode, '31000');
    await submit();
    expect(profile.saveAddress).toHaveBeenCalledWith({
      shipping_address_line1: 'Juárez',
      shipping_exterior_number: '100',
      shipping_interior_number: '',
      shipping_neighborhood: 'Centro',
      shipping_zipcode: '31000',
      shipping_state: 'Chihuahua',
      shipping_municipality: 'Chihuahua',
      shipping_city: 'Chihuahua',
      shipping_references: '',
      shipping_receiver_name: 'Ana López',
      shipping_receiver_phone: '6141234567',
    });
    await vi.waitFor(() => expect(document.querySelector('form')).toBeNull());
  });
});
