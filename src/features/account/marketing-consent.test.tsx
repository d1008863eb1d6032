/**
 * The consent to the privacy notice's optional purposes, as the customer meets it: at sign-up its
 * own labelled box, unticked until ticked, sent with the form beside the simplified notice and its
 * links; in the profile, where it stands (with its day) and the one button that changes it.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { INFO_PATH } from '../../../contract/paths';
import { A } from '../../../copy/account';
import { LEGAL } from '../../../copy/legal';
import { domRoot } from '../../testing/dom-root';
import { consentStatus, MarketingConsentSection } from './MarketingConsentSection';
import { SignupForm } from './SignupForm';

const auth = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('./use-auth-view', () => ({
  useAuthView: () => ({ busy: false, error: null, remembered: null, ready: true }),
  sendAuth: (event: unknown) => auth.sent.push(event),
}));
const actions = vi.hoisted(() => ({ saveMarketingConsent: vi.fn(async (_consent: boolean) => true) }));
vi.mock('./profile-actions', () => ({ saveMarketingConsent: actions.saveMarketingConsent }));

const { draw } = domRoot();
beforeEach(() => {
  auth.sent = [];
  actions.saveMarketingConsent.mockClear();
});

function input(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no label ${label}`);
  return document.getElementById(found.htmlFor) as HTMLInputElement;
}
function type(label: string, text: string) {
  const box = input(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function fillSignup() {
  type(A.signup.name, 'Ana López');
  type(A.signup.email, 'ana@example.mx');
  act(() => {
    const phone = document.querySelector<HTMLInputElement>('input[type="tel"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(phone, '6141234567');
    phone.dispatchEvent(new Event('input', { bubbles: true }));
  });
  type(A.signup.password, 'secreto123');
  type(A.signup.confirm, 'secreto123');
}
async function submit() {
  const form = document.querySelector('form')!;
  await act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}
const sentConsent = () => (auth.sent as { marketingConsent: boolean }[]).map((e) => e.marketingConsent);

describe('the sign-up’s consent box', () => {
  it('is a labelled checkbox, unticked, and a sign-up left so sends no consent', async () => {
    draw(<SignupForm />);
    const consent = input(LEGAL.consentLabel);
    expect(consent.type).toBe('checkbox');
    expect(consent.checked).toBe(false);
    fillSignup();
    await submit();
    expect(sentConsent()).toEqual([false]);
  });

  it('ticked, the sign-up sends the consent', async () => {
    draw(<SignupForm />);
    fillSignup();
    act(() => input(LEGAL.consentLabel).click());
    expect(input(LEGAL.consentLabel).checked).toBe(true);
    await submit();
    expect(sentConsent()).toEqual([true]);
  });

  it('sits with the simplified notice, whose links reach both legal pages, before the button', () => {
    draw(<SignupForm />);
    const form = document.querySelector('form')!;
    const links = [...form.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      [LEGAL.privacy, INFO_PATH.privacy],
      [LEGAL.terms, INFO_PATH.terms],
    ]);
    const notice = [...form.querySelectorAll('p')].find((p) => p.textContent?.startsWith(LEGAL.signupNotice));
    expect(notice).toBeDefined();
    const button = form.querySelector('button[type="submit"]')!;
    expect(notice!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

const customer = {
  ecommerce_user_id: 7,
  name: 'Ana López',
  marketing_consent_at: null,
  marketing_consent_withdrawn_at: null,
} as unknown as User;

describe('the profile’s consent', () => {
  it('says where it stands, with the day it was given or withdrawn', () => {
    expect(consentStatus(customer)).toBe(LEGAL.profile.notGiven);
    expect(consentStatus({ ...customer, marketing_consent_at: '2026-11-26T18:00:00.000Z' })).toBe(
      LEGAL.profile.given('26 de noviembre de 2026'),
    );
    expect(consentStatus({ ...customer, marketing_consent_withdrawn_at: '2026-11-20T18:00:00.000Z' })).toBe(
      LEGAL.profile.withdrawn('20 de noviembre de 2026'),
    );
    // Given again after a withdrawal: it is given.
    expect(
      consentStatus({
        ...customer,
        marketing_consent_at: '2026-11-26T18:00:00.000Z',
        marketing_consent_withdrawn_at: '2026-11-20T18:00:00.000Z',
      }),
    ).toBe(LEGAL.profile.given('26 de noviembre de 2026'));
  });

  it('gives it when not given, withdraws it when given', async () => {
    const button = () => document.querySelector('section button') as HTMLButtonElement;
    draw(<MarketingConsentSection user={customer} />);
    expect(button().textContent).toBe(LEGAL.profile.give);
    await act(async () => button().click());
    expect(actions.saveMarketingConsent).toHaveBeenLastCalledWith(true);

    draw(<MarketingConsentSection user={{ ...customer, marketing_consent_at: '2026-11-26T18:00:00.000Z' }} />);
    expect(button().textContent).toBe(LEGAL.profile.withdraw);
    await act(async () => button().click());
    expect(actions.saveMarketingConsent).toHaveBeenLastCalledWith(false);
  });
});
