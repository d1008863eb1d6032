/**
 * The checkout machine's generated paths replayed through the real UI on /payment (the
 * harness is tests/e2e/ui-paths/replay.ts). Two customers start there with the same
 * two-line cart: one whose profile address is complete, one without an address. The shipping
 * price (GET /api/settings/), the profile address save (PUT, then GET /me) and the checkout
 * session (POST) are held with page.route until the path's completion answers them; the hosted
 * checkout's address answers 204, so the browser stays on the page that asked to go there.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import { DELIVERY_LETTER, STORE_ADDRESS } from '../../contract/checkout';
import { ADDRESS_FIELDS } from '../../contract/mexican-address';
import { formatMoney } from '../../contract/money';
import { type Product, toShopProduct } from '../../contract/product';
import type { AddressFields } from '../../contract/user';
import { ADDRESS } from '../../copy/address';
import { C } from '../../copy/checkout';
import type { Session } from '../../machines/auth/storage';
import { type CartLine, toCartLine } from '../../machines/cart/cart-machine';
import { pricingHint } from '../../machines/cart/pricing';
import { serializeCart } from '../../machines/cart/storage';
import {
  type CheckoutEvent,
  checkoutMachine,
  deliveryOption,
  hasCompleteAddress,
  profileAddress,
  shippingAddressText,
  shippingDetails,
} from '../../machines/checkout/checkout-machine';
import { checkoutTotals } from '../../machines/checkout/selectors';
import { neverSettles } from '../../machines/testing/model';
import { catalogue } from './a11y-helpers';
import {
  type Completions,
  type Effect,
  type Expectations,
  type Gestures,
  planPaths,
  type ReplaySpec,
  replay,
  type Start,
  type StepContext,
} from './ui-paths/replay';
import { expectNoOtherToasts, expectToast, newCustomer, replayShop, sessionStorageOf } from './ui-paths/shopper';

const P = C.payment;
const machine = checkoutMachine.provide({
  actors: {
    shippingPriceLoader: neverSettles(),
    profileAddressSaver: neverSettles(),
    checkoutSessionCreator: neverSettles(),
  },
});
type M = typeof machine;
type CheckoutStart = Start<M> & { user: User; lines: CartLine[] };
type Ctx = StepContext<M, CheckoutStart>;

const SETTINGS = '**/api/settings/';
const PROFILE = '**/api/user_ecommerce/profile/*';
const ME = '**/api/user_ecommerce/me';
const SESSION = '**/api/payment/create-checkout-session';
const HOSTED = '/ui-paths-hosted-checkout';
const PROFILE_ADDRESS: AddressFields = {
  shipping_address_line1: 'Av. Juárez',
  shipping_exterior_number: '100',
  shipping_interior_number: '',
  shipping_neighborhood: 'Centro',
  shipping_zipcode: '31000',
  shipping_state: 'Chihuahua',
  shipping_municipality: 'Chihuahua',
  shipping_city: 'Chihuahua',
  shipping_references: '',
  shipping_receiver_name: 'Ana Prueba',
  shipping_receiver_phone: '6141234567',
};
const TYPED: AddressFields = {
  ...PROFILE_ADDRESS,
  shipping_address_line1: 'Calle Aldama',
  shipping_exterior_number: '200',
  shipping_interior_number: '3',
  shipping_zipcode: '31100',
  shipping_references: 'Entre Ocampo y Juárez',
};
/** What a shopper may type wrong: no city, and a 4-digit postal code. The form sends it; the machine refuses it. */
const MISTYPED: AddressFields = { ...TYPED, shipping_city: '', shipping_zipcode: '3110' };

// The address form's labels (copy/address.ts).
const ADDRESS_LABELS = ADDRESS.label;
const radio = (page: Page, title: string) => page.getByRole('radio', { name: new RegExp(`^${title}`) });
const OPTION_TITLE = { home: P.home, pickup: P.pickup, other: P.other } as const;
const summary = (page: Page) => page.getByRole('region', { name: P.summary });
const continueButton = (page: Page) =>
  summary(page).getByRole('button', { name: /CONTINUAR AL PAGO|Preparando el pago…|Te llevamos al pago seguro…/ });
const redirects: string[] = [];

/** Types the address in the open form (the state is a select, chosen after the postal code chose it). */
async function typeAddress(page: Page, a: AddressFields) {
  const form = page.locator('main form').filter({ has: page.getByLabel(ADDRESS_LABELS.shipping_zipcode) });
  for (const field of ADDRESS_FIELDS) {
    const control = form.getByLabel(ADDRESS_LABELS[field], { exact: true });
    if (field === 'shipping_state') await control.selectOption(a[field]);
    else await control.fill(a[field]);
  }
  return form;
}
async function fillAddress(page: Page, a: AddressFields) {
  await (await typeAddress(page, a)).getByRole('button', { name: P.saveAddress }).click();
}

const ME_ONCE = (page: Page, user: unknown) =>
  page.route(ME, (route) => route.fulfill({ status: 200, json: user }), { times: 1 });

const gestures = {
  'checkout.delivery.select': async ({ page }, e) => radio(page, OPTION_TITLE[e.option]).click(),
  'checkout.address.submit': async ({ page, held, after }, e) => {
    const saves = after.matches({ ordering: { delivery: { home: 'saving' } } });
    if (saves) await held.hold(PROFILE);
    await fillAddress(page, e.address);
    if (saves) {
      await held.arrived(PROFILE);
      expect(held.peek(PROFILE).postDataJSON()).toEqual(profileAddress({ ...after.context.user, ...e.address }));
    }
  },
  // Another tab changes the cart: this tab's cart hears it, and the payment page tells the checkout.
  'checkout.cart.changed': async ({ page }, e) => {
    const other = await page.context().newPage();
    await other.goto('/api/department');
    await other.evaluate((value) => localStorage.setItem('root', value), serializeCart(e.lines));
    await other.close();
  },
  // Editar on another address, Cambiar dirección on the profile's.
  'checkout.address.edit': async ({ page, before }) =>
    page
      .getByRole('button', { name: deliveryOption(before) === 'home' ? P.changeAddress : P.edit, exact: true })
      .click(),
  'checkout.address.cancel': async ({ page }) =>
    page.locator('main form').getByRole('button', { name: P.cancelChange, exact: true }).click(),
  'checkout.shipping.retry': async ({ page, held }) => {
    await held.hold(SETTINGS);
    await summary(page).getByRole('button', { name: P.retryShipping }).click();
    await held.arrived(SETTINGS);
  },
  'checkout.continue': async ({ page, held, before, after }, e) => {
    const submits = after.matches({ ordering: { payment: 'submitting' } });
    // A save starts only on entering 'saving': continue while the address is saving sends nothing new.
    const saving = { ordering: { delivery: { home: 'saving' } } } as const;
    const saves = !before.matches(saving) && after.matches(saving);
    if (submits) await held.hold(SESSION);
    if (saves) await held.hold(PROFILE);
    // From an open form: what is typed in it goes with continue.
    if (e.address) await typeAddress(page, e.address);
    await continueButton(page).click();
    if (saves) await held.arrived(PROFILE);
    if (!submits) return;
    await held.arrived(SESSION);
    // What the page asks the server to sell: each line's product and quantity (no prices: the
    // server prices the order), the customer, the delivery and its address.
    expect(held.peek(SESSION).postDataJSON()).toEqual({
      products: after.context.lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
      userId: after.context.user.ecommerce_user_id,
      // On the wire the delivery is its letter (a home, b pickup, c another address).
      delivery: DELIVERY_LETTER[deliveryOption(after)!],
      shipping_address: shippingAddressText(after.context, deliveryOption(after)!),
      ...(deliveryOption(after) === 'pickup'
        ? {}
        : { shipping_details: shippingDetails(after.context, deliveryOption(after)!) }),
    });
  },
  'xstate.done.actor.shippingPrice': async ({ held }, e) =>
    held.answer(SETTINGS, (route) => route.fulfill({ status: 200, json: e.output })),
  'xstate.error.actor.shippingPrice': async ({ held }) =>
    held.answer(SETTINGS, (route) => route.fulfill({ status: 500, json: { error: 'Error interno' } })),
  // The PUT answers, then the saver reads the customer again (GET /me).
  'xstate.done.actor.profileAddress': async ({ page, held }, e) => {
    await ME_ONCE(page, e.output);
    await held.answer(PROFILE, (route) => route.fulfill({ status: 200, json: { message: 'Perfil actualizado' } }));
  },
  'xstate.error.actor.profileAddress': async ({ held }) =>
    held.answer(PROFILE, (route) => route.abort('internetdisconnected')),
  'xstate.done.actor.checkoutSession': async ({ held }, e) =>
    held.answer(SESSION, (route) =>
      route.fulfill({ status: 200, json: { id: 'cs_test_uipathsredirect', url: (e.output as { url: string }).url } }),
    ),
  'xstate.error.actor.checkoutSession': async ({ held }, e) =>
    held.answer(SESSION, (route) => route.fulfill({ status: 409, json: e.error })),
} satisfies Gestures<M, CheckoutStart, Completions<'shippingPrice' | 'profileAddress' | 'checkoutSession'>>;

/** The summary: struck prices and hint of the one pricing rule, the shipping row (free for pickup) and the grand total. */
async function expectShipping({ page, after }: Ctx, shown: string) {
  const totals = checkoutTotals(after);
  const struck = totals.lines.filter((l) => l.struckCents).map((l) => formatMoney(l.struckCents!));
  await expect.poll(() => summary(page).locator('ul s').allInnerTexts()).toEqual(struck);
  const hint = pricingHint(totals.tier);
  if (hint) await summary(page).getByText(hint, { exact: true }).waitFor();
  const row = (dt: string) =>
    summary(page)
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${dt}`) }) })
      .locator('dd');
  await expect.poll(() => row(P.shipping).innerText()).toBe(deliveryOption(after) === 'pickup' ? P.free : shown);
  await expect.poll(() => row(P.total).innerText()).toBe(formatMoney(totals.grandTotalCents));
}

/** The address shown read-only: its street with its number, and who receives it. */
async function expectAddressShown(page: Page, a: Partial<Record<keyof AddressFields, string | null>>) {
  const shown = page.locator('main address');
  await expect.poll(() => shown.innerText()).toContain(`${a.shipping_address_line1} ${a.shipping_exterior_number}`);
  expect(await shown.innerText()).toContain(
    ADDRESS.line.receiver(a.shipping_receiver_name!, a.shipping_receiver_phone!),
  );
}

/** Guarded transitions the payment page never lets through: none. */
const NOT_FROM_UI: Record<string, string> = {};

/** The address form, with the machine's verdict on the last submit beside each field (or none). */
const expectForm = async (page: Page, after: Ctx['after']) => {
  const form = page
    .locator('main form')
    .filter({ has: page.getByLabel(ADDRESS_LABELS.shipping_zipcode, { exact: true }) });
  await form.waitFor();
  await summary(page).getByText(P.needsAddress).waitFor();
  for (const [field, label] of Object.entries(ADDRESS_LABELS) as [keyof AddressFields, string][]) {
    const input = form.getByLabel(label, { exact: true });
    const message = after.context.addressErrors[field];
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe(message ? 'true' : null);
    if (message)
      await expect
        .poll(() =>
          input.evaluate((el) =>
            el
              .getAttribute('aria-describedby')
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent),
          ),
        )
        .toContain(message);
  }
};

const expectations = {
  'ordering.shipping.loading': async (ctx) => expectShipping(ctx, P.shippingLoading),
  'ordering.shipping.loaded': async (ctx) => expectShipping(ctx, formatMoney(ctx.after.context.shippingCents!)),
  'ordering.shipping.failed': async (ctx) => {
    await expectShipping(ctx, P.shippingFailed);
    const retry = summary(ctx.page).getByRole('button', { name: P.retryShipping });
    await expect.poll(() => retry.count()).toBe(deliveryOption(ctx.after) === 'pickup' ? 0 : 1);
  },
  'ordering.delivery.home.checking': 'transient',
  'ordering.delivery.home.ready': async ({ page, after }) => {
    await expect.poll(() => radio(page, P.home).isChecked()).toBe(true);
    await expectAddressShown(page, after.context.user);
    await page.getByRole('button', { name: P.changeAddress, exact: true }).waitFor();
    expect(await page.locator('main form').count()).toBe(0);
  },
  'ordering.delivery.home.editing': async ({ page, after }) => {
    await expect.poll(() => radio(page, P.home).isChecked()).toBe(true);
    // A complete address being changed offers Cancelar; an incomplete one says so.
    if (hasCompleteAddress(after.context.user))
      await page.locator('main form').getByRole('button', { name: P.cancelChange, exact: true }).waitFor();
    else await page.getByText(P.incomplete).waitFor();
    await expectForm(page, after);
    await expect.poll(() => page.getByRole('button', { name: P.saveAddress }).isEnabled()).toBe(true);
  },
  'ordering.delivery.home.saving': async ({ page }) => {
    await expect.poll(() => page.getByRole('button', { name: P.savingAddress }).isDisabled()).toBe(true);
  },
  'ordering.delivery.pickup': async ({ page }) => {
    await expect.poll(() => radio(page, P.pickup).isChecked()).toBe(true);
    await page.getByText(STORE_ADDRESS.oneLine, { exact: true }).waitFor();
  },
  'ordering.delivery.other.checking': 'transient',
  'ordering.delivery.other.editing': async ({ page, after }) => {
    await expect.poll(() => radio(page, P.other).isChecked()).toBe(true);
    await page.getByText(P.otherIntro).waitFor();
    await expectForm(page, after);
  },
  'ordering.delivery.other.saved': async ({ page, after }) => {
    await expect.poll(() => radio(page, P.other).isChecked()).toBe(true);
    await expectAddressShown(page, after.context.otherAddress!);
    await page.getByRole('button', { name: P.edit, exact: true }).waitFor();
  },
  'ordering.payment.idle': async ({ page }) => {
    await expect.poll(() => continueButton(page).innerText()).toBe(P.continue);
    expect(await continueButton(page).isEnabled()).toBe(true);
  },
  'ordering.payment.submitting': async ({ page }) => {
    await expect.poll(() => continueButton(page).innerText()).toBe(P.submitting);
    expect(await continueButton(page).isDisabled()).toBe(true);
  },
  // The machine is done: the page says the browser is on its way, and nothing else.
  redirecting: async ({ page }) => {
    await page.getByRole('status').filter({ hasText: P.redirecting }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  },
} satisfies Expectations<M, CheckoutStart>;

async function effect({ page }: Ctx, e: Effect) {
  switch (e.type) {
    case 'toast':
      return expectToast(page, e.message as string);
    case 'redirect':
      return void (await expect.poll(() => redirects).toContain(e.url));
    // The app tells the auth actor (UserData): the profile's stored user has the saved address.
    case 'checkout.user.updated':
      return void (await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('UserData') ?? 'null')))
        .toEqual(e.user));
    default:
      throw new Error(`no page check for the effect ${e.type}`);
  }
}

const run = replayShop();

describe('checkout machine: generated paths through the real UI', () => {
  it('replays paths that take every transition the UI can produce', async () => {
    const { shop, page } = run;
    const products = ((await catalogue(shop)) as Product[])
      .filter((p) => p.sizes.length === 0 && p.originalPrice === 0 && Math.min(p.stock, p.maxPerOrder) >= 1)
      .slice(0, 2);
    // The cart holds its lines as the app does (centavos); the API answers its products (pesos).
    const lines: CartLine[] = products.map((p) => toCartLine(toShopProduct(p), 1));
    // One customer, stored with and without a profile address: every call that reads the address
    // on /payment is answered by the test (the session's own token keeps the bearer calls real).
    const customer = await newCustomer(shop.baseUrl, 'checkout');
    const incomplete = customer.session;
    const complete = { ...incomplete, user: { ...incomplete.user, ...PROFILE_ADDRESS } };
    const start = (name: string, session: Session): CheckoutStart => ({
      name,
      input: { user: session.user, lines },
      storage: { ...sessionStorageOf(session), root: serializeCart(lines) },
      url: '/payment',
      user: session.user,
      lines,
    });
    const spec: ReplaySpec<M, CheckoutStart> = {
      folder: 'checkout',
      machine,
      starts: [
        start('a customer with a complete address', complete),
        start('a customer without an address', incomplete),
      ],
      events: (start, s) => [
        { type: 'checkout.delivery.select', option: 'home' },
        { type: 'checkout.delivery.select', option: 'pickup' },
        { type: 'checkout.delivery.select', option: 'other' },
        { type: 'checkout.address.submit', address: TYPED },
        { type: 'checkout.address.submit', address: MISTYPED },
        { type: 'checkout.address.edit' },
        // Cancelar shows while changing an address there is to go back to.
        ...((s.matches({ ordering: { delivery: { home: 'editing' } } }) && hasCompleteAddress(s.context.user)) ||
        (s.matches({ ordering: { delivery: { other: 'editing' } } }) && s.context.otherAddress)
          ? [{ type: 'checkout.address.cancel' } as const]
          : []),
        // The retry button shows only where the price counts (not for pickup).
        ...(deliveryOption(s) === 'pickup' ? [] : [{ type: 'checkout.shipping.retry' } as const]),
        // Continue from an open form carries what it holds; else nothing.
        ...(s.matches({ ordering: { delivery: { home: 'editing' } } }) ||
        s.matches({ ordering: { delivery: { other: 'editing' } } })
          ? [
              { type: 'checkout.continue', address: TYPED } as const,
              { type: 'checkout.continue', address: MISTYPED } as const,
            ]
          : [{ type: 'checkout.continue' } as const]),
        // Another tab leaves one line in the cart, or puts the two back.
        {
          type: 'checkout.cart.changed',
          lines: serializeCart(s.context.lines) === serializeCart(lines) ? lines.slice(0, 1) : lines,
        },
        ...([
          { type: 'xstate.done.actor.shippingPrice', output: { shipping_delivery_price: 149.9 } },
          { type: 'xstate.error.actor.shippingPrice', error: { error: 'Error interno' } },
          { type: 'xstate.done.actor.profileAddress', output: { ...start.user, ...TYPED } },
          { type: 'xstate.error.actor.profileAddress', error: new TypeError('Failed to fetch') },
          { type: 'xstate.done.actor.checkoutSession', output: { url: `${shop.baseUrl}${HOSTED}` } },
          {
            type: 'xstate.error.actor.checkoutSession',
            error: { error: 'No hay suficientes unidades de un producto.' },
          },
        ] as unknown as CheckoutEvent[]),
      ],
      gestures,
      notFromUi: NOT_FROM_UI,
      expectations,
      effect,
      nothingElse: ({ page }) => expectNoOtherToasts(page),
      preparePage: async (p, _start, held) => {
        // The cart's start-up refresh answers the lines as they are (a changed line would start a new checkout).
        await p.route('**/api/product/cart?*', (route) => route.fulfill({ status: 200, json: products }));
        // The map is a stub page: the test must not depend on the internet.
        await p.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title>' }),
        );
        // The hosted checkout: 204 keeps the browser on /payment (a redirect the test can see).
        await p.route(`**${HOSTED}`, async (route) => {
          redirects.push(route.request().url());
          await route.fulfill({ status: 204 });
        });
        await held.hold(SETTINGS);
      },
    };
    const plan = planPaths(spec);
    console.log(
      `checkout: ${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.path.steps.length - 1, 0)} steps`,
    );
    await replay(page, spec, plan);
    expect(plan.unreachable.map((u) => u.key)).toEqual(Object.keys(NOT_FROM_UI));
  }, 600_000);
});
