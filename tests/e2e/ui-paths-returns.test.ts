/**
 * Returns in the real app. The customer asks for a return on 'Mis compras' (the form: units of a
 * line, a reason, a note); then the returns statechart's generated paths are replayed through the
 * owner's returns panel (harness: tests/e2e/ui-paths/replay.ts): approved, received in the shop
 * or by mail (the units back in stock), refunded (recorded: the test checkout took no money), or
 * refused with a reason. Each state is checked on the owner's panel, and the customer's order
 * shows the same step. Both screens are axe-clean at 375 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderPath } from '../../contract/paths';
import { isNoChangeDepartment } from '../../contract/store';
import { RETURN_COPY } from '../../copy/returns';
import { type ReturnEvent, returnMachine } from '../../machines/returns/return-machine';
import { DEPARTMENTS } from '../../server/catalogue/departments';
import { catalogue, expectAxeClean, soldWhole } from './a11y-helpers';
import { newPage, type Shop } from './harness';
import { shot } from './screenshots';
import { type Expectations, type Gestures, planPaths, type ReplaySpec, replay, type Start } from './ui-paths/replay';
import { type Customer, newCustomer, replayShop, sessionStorageOf } from './ui-paths/shopper';

type M = typeof returnMachine;
const OWNER = { phoneNumber: '+526147654321', password: 'tienda2024' };
const REFUSAL = 'La prenda tiene uso.';
const R = RETURN_COPY;

interface ReturnStart extends Start<M> {
  /** Set before each path: the return it moves, the product its unit came from, and its stock then. */
  current: { billId: number; returnId: number; productId: number; stock: number };
}

async function api(shop: Shop, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${shop.baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

const stockOf = async (shop: Shop, productId: number) =>
  ((await api(shop, `/product/single/${productId}`, null)) as { stock: number }).stock;

/** The customer buys `quantity` units of a product on the test checkout; the owner ships and delivers it. */
async function deliveredOrder(shop: Shop, customer: Customer, owner: string, productId: number, quantity: number) {
  const { url } = (await api(shop, '/payment/create-checkout-session', customer.session.token, {
    products: [{ product_id: productId, quantity }],
    userId: customer.session.user.ecommerce_user_id,
    delivery: 'c',
    shipping_address: 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
  })) as { url: string };
  const card = new URLSearchParams({ name: 'Ana Torres', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  const paid = await fetch(`${shop.baseUrl}${new URL(url, shop.baseUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: card.toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const [bill] = (await api(
    shop,
    `/bill/my-orders/${customer.session.user.ecommerce_user_id}`,
    customer.session.token,
  )) as {
    bill_id: number;
  }[];
  await api(shop, `/admin/orders/${bill!.bill_id}/fulfilment`, owner, { action: 'ship', tracking: '794612905532' });
  await api(shop, `/admin/orders/${bill!.bill_id}/fulfilment`, owner, { action: 'deliver' });
  return bill!.bill_id;
}

const card = (page: Page, start: ReturnStart) =>
  page.getByRole('listitem', { name: R.customer.returnTitle(start.current.returnId) });
const showsStatus = (page: Page, start: ReturnStart, status: keyof typeof R.statuses) =>
  card(page, start).getByText(R.statuses[status], { exact: true }).waitFor();

const gestures = {
  'return.approve': async ({ page, start }) => card(page, start).getByRole('button', { name: R.owner.approve }).click(),
  'return.refuse': async ({ page, start }, e) => {
    await card(page, start).getByRole('button', { name: R.owner.refuse, exact: true }).click();
    await card(page, start).getByRole('textbox', { name: R.owner.refusal }).fill(e.reason);
    await card(page, start).getByRole('button', { name: R.owner.confirmRefuse }).click();
  },
  'return.receive': async ({ page, start }, e) =>
    card(page, start)
      .getByRole('button', { name: e.how === 'inStore' ? R.owner.receiveInStore : R.owner.receiveByMail })
      .click(),
  'return.refund': async ({ page, start }) =>
    card(page, start).getByRole('button', { name: R.owner.refundTest }).click(),
} satisfies Gestures<M, ReturnStart>;

function expectations(shop: Shop, customer: Customer) {
  /** The customer's order shows the same step. */
  const customerSees = async (start: ReturnStart, status: keyof typeof R.statuses) => {
    const mine = (await api(shop, `/returns/order/${start.current.billId}`, customer.session.token)) as {
      returns: { return_id: number; status: string }[];
    };
    expect(mine.returns.find((r) => r.return_id === start.current.returnId)?.status).toBe(status);
  };
  return {
    requested: async ({ page, start }) => {
      await showsStatus(page, start, 'requested');
      await card(page, start).getByRole('button', { name: R.owner.approve }).waitFor();
      await customerSees(start, 'requested');
    },
    approved: async ({ page, start }) => {
      await showsStatus(page, start, 'approved');
      await card(page, start).getByRole('button', { name: R.owner.receiveInStore }).waitFor();
      await customerSees(start, 'approved');
      // nothing is back on the shelf before it arrives
      expect(await stockOf(shop, start.current.productId)).toBe(start.current.stock);
    },
    received: async ({ page, start, after }) => {
      await showsStatus(page, start, 'received');
      await card(page, start).getByText(R.receivedHow[after.context.receivedHow!], { exact: false }).waitFor();
      await customerSees(start, 'received');
      // the returned unit is back in stock
      await expect.poll(() => stockOf(shop, start.current.productId)).toBe(start.current.stock + 1);
    },
    refunded: async ({ page, start }) => {
      await showsStatus(page, start, 'refunded');
      await card(page, start).getByText(R.owner.refundedWith(null)).waitFor();
      await customerSees(start, 'refunded');
      expect(await stockOf(shop, start.current.productId)).toBe(start.current.stock + 1);
    },
    refused: async ({ page, start }) => {
      await showsStatus(page, start, 'refused');
      await card(page, start).getByText(R.customer.refusedBecause(REFUSAL)).waitFor();
      await customerSees(start, 'refused');
      expect(await stockOf(shop, start.current.productId)).toBe(start.current.stock);
    },
  } satisfies Expectations<M, ReturnStart>;
}

const run = replayShop();

describe('returns: the customer asks, the owner’s steps replayed from the machine’s paths', () => {
  it('a return asked for on Mis compras, then approved, received (stock back), refunded, or refused', async () => {
    const { shop, page } = run;
    const customer = await newCustomer(shop.baseUrl, 'devolucion');
    const owner = (await api(shop, '/auth/login_ecommerce', null, OWNER)) as {
      token: string;
      userData: Customer['session']['user'];
    };
    // A piece any reason returns (earrings come back only damaged or not what was ordered).
    const noChange = DEPARTMENTS.filter((d) => isNoChangeDepartment(d.name)).map((d) => d.id);
    const product = (await catalogue(shop)).find(
      (p) => soldWhole(p) && p.stock >= 8 && p.maxPerOrder >= 6 && !noChange.includes(p.department_id),
    )!;
    const billId = await deliveredOrder(shop, customer, owner.token, product.product_id, 6);

    // The customer's form, at 1280 px (the replay's page) and at 375 px.
    await page.goto('/api/department');
    await page.evaluate((seed) => {
      for (const [k, v] of Object.entries(seed)) localStorage.setItem(k, v);
    }, sessionStorageOf(customer.session));
    await page.goto(orderPath(billId));
    const returns = page.getByRole('region', { name: R.customer.title });
    await returns.getByRole('button', { name: R.customer.start }).click();
    const form = page.getByRole('form', { name: R.customer.formTitle });
    await form.getByRole('textbox', { name: R.customer.units(product.name) }).fill('1');
    await form.getByRole('combobox', { name: R.customer.reason }).selectOption('size');
    await form.getByRole('textbox', { name: R.customer.note }).fill('Me quedó grande');
    await expectAxeClean(page, 'the customer’s return form, 1280');
    await shot(page, 'customer-return-form-1280.png', { fullPage: true });
    const narrow = await newPage(shop, 375);
    await narrow.goto('/api/department');
    await narrow.evaluate((seed) => {
      for (const [k, v] of Object.entries(seed)) localStorage.setItem(k, v);
    }, sessionStorageOf(customer.session));
    await narrow.goto(orderPath(billId));
    await narrow.getByRole('button', { name: R.customer.start }).click({ timeout: 60_000 });
    await expectAxeClean(narrow, 'the customer’s return form, 375');
    await shot(narrow, 'customer-return-form-375.png', { fullPage: true });
    await form.getByRole('button', { name: R.customer.send }).click();
    await page.getByText(R.customer.sent).waitFor();
    await returns.getByText(R.statuses.requested, { exact: true }).waitFor();
    await expectAxeClean(page, 'the customer’s order with its return, 1280');

    // The owner's steps: each path moves a return of one unit of this order, asked for before it.
    const ownerStorage = sessionStorageOf({ user: owner.userData, token: owner.token });
    const start: ReturnStart = {
      name: 'a return of one unit, asked for',
      input: undefined as never,
      storage: ownerStorage,
      url: `/admin/pedidos/${billId}`,
      current: { returnId: 0, productId: product.product_id, stock: 0, billId },
    };
    let first = true;
    const spec: ReplaySpec<M, ReturnStart> = {
      folder: 'returns',
      machine: returnMachine,
      starts: [start],
      events: (): ReturnEvent[] => [
        { type: 'return.approve' },
        { type: 'return.refuse', reason: REFUSAL },
        { type: 'return.receive', how: 'inStore' },
        { type: 'return.receive', how: 'byMail' },
        { type: 'return.refund' },
      ],
      gestures,
      expectations: expectations(shop, customer),
      effect: async (_, e) => {
        throw new Error(`the return machine emits nothing, yet ${e.type}`);
      },
      preparePage: async (_, s) => {
        const mine = (await api(shop, `/returns/order/${billId}`, customer.session.token)) as {
          lines: { bill_line_id: number }[];
          returns: { return_id: number }[];
        };
        // the first path moves the return the customer just asked for in the form; the others, one asked for now
        const asked = first
          ? mine
          : ((await api(shop, `/returns/order/${billId}`, customer.session.token, {
              lines: [{ bill_line_id: mine.lines[0]!.bill_line_id, quantity: 1 }],
              reason: 'changedMind',
            })) as typeof mine);
        first = false;
        s.current = {
          ...s.current,
          returnId: asked.returns[0]!.return_id,
          stock: await stockOf(shop, product.product_id),
        };
      },
    };
    const plan = planPaths(spec);
    console.log(
      `returns: ${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.path.steps.length - 1, 0)} steps`,
    );
    const { replayed } = await replay(page, spec, plan);
    expect(plan.unreachable).toEqual([]);
    expect(replayed.size).toBeGreaterThanOrEqual(plan.total);

    // The owner's panel, every return of the order in its final state.
    const panel = page.getByRole('region', { name: R.owner.title });
    await panel.waitFor();
    await expectAxeClean(page, 'the owner’s returns panel, 1280');
    await shot(panel, 'owner-return-panel-1280.png');
    await shot(page, 'owner-order-1280.png', { fullPage: true });
    await narrow.context().close();
    // a fresh page: the customer's app would write its own session back as it unloads
    const ownerNarrow = await newPage(shop, 375);
    await ownerNarrow.goto('/api/department');
    await ownerNarrow.evaluate((seed) => {
      for (const [k, v] of Object.entries(seed)) localStorage.setItem(k, v);
    }, ownerStorage);
    await ownerNarrow.goto(`/admin/pedidos/${billId}`);
    await ownerNarrow.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
      timeout: 60_000,
    });
    await ownerNarrow.getByRole('region', { name: R.owner.title }).waitFor({ timeout: 60_000 });
    await expectAxeClean(ownerNarrow, 'the owner’s returns panel, 375');
    await shot(ownerNarrow, 'owner-return-panel-375.png', { fullPage: true });
    await ownerNarrow.context().close();
  }, 600_000);
});
