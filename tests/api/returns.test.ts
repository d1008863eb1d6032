/**
 * Returns within the law: from 'Mis compras' the customer asks to return units of a delivered
 * order within the window (the law's 5 business days or the store's 15 natural days from the day
 * it was marked delivered, the later); the owner approves or refuses it with a reason, marks it
 * received (the units back to stock) and refunds what the bill charged for those units (Stripe's
 * refund, or recorded for the test checkout). A step the returns statechart does not take is a
 * 409 that changes nothing; each step is a line of the order's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '../../contract/admin-orders';
import { LoginResponseSchema } from '../../contract/auth';
import { toPesos } from '../../contract/money';
import { NO_CHANGE_REASONS, OrderReturnsSchema } from '../../contract/returns';
import { isNoChangeDepartment, RETURN_POLICY } from '../../contract/store';
import { RETURN_COPY, spokenDay } from '../../copy/returns';
import { DEMO_OWNER } from '../../server/db/seed';
import { createBill } from '../../server/modules/bills/create-bill';
import { priceOrder } from '../../server/modules/checkout/price-order';
import { type PaymentProvider, testProvider } from '../../server/payments/provider';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const E = RETURN_COPY.errors;

/** A stand-in for Stripe's refunds: records what it was asked to give back. */
function fakeStripeRefunds() {
  const refunds: { paymentId: string; amountCents: number | undefined; key: string | undefined }[] = [];
  const provider: PaymentProvider = {
    ...testProvider,
    name: 'stripe',
    async refund(paymentId, amountCents, options) {
      refunds.push({ paymentId, amountCents, key: options?.idempotencyKey });
      return { id: `re_fake_${refunds.length}`, confirmed: true };
    },
  };
  return { refunds, provider };
}

describe.each(BACKENDS)('returns on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  const stripe = fakeStripeRefunds();
  beforeAll(async () => {
    t = await createTestApp(backend, 40, { payments: stripe.provider });
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const mine = async (billId: number) => {
    const res = await t.call('GET', `/api/returns/order/${billId}`, { token: t.demo.token });
    expect(res.status, await res.clone().text()).toBe(200);
    return OrderReturnsSchema.parse(await res.json());
  };
  const ask = (billId: number, body: unknown) =>
    t.call('POST', `/api/returns/order/${billId}`, { token: t.demo.token, body });
  const step = (returnId: number, body: unknown) =>
    t.call('POST', `/api/admin/returns/${returnId}/step`, { token: owner, body });
  const stockOf = async (productId: number) =>
    (
      await t.db.query<{ stock: number; units_sold: number }>(
        'SELECT stock, units_sold FROM product WHERE product_id = $1',
        [productId],
      )
    )[0]!;
  const history = async (billId: number) =>
    AdminOrderDetailSchema.parse(await (await t.call('GET', `/api/admin/orders/${billId}`, { token: owner })).json())
      .history;

  /**
   * An order of the demo customer, paid by `provider`, of two lines (3 units and 1), delivered by
   * the owner. Its pieces can be returned for any reason, unless `firstNoChange` makes the first
   * line a piece of a department with no change (earrings).
   */
  async function deliveredOrder(provider: 'test' | 'stripe' = 'test', deliver = true, firstNoChange = false) {
    const candidates = await t.db.query<{ product_id: number; department: string }>(
      `SELECT product_id, (SELECT name FROM department d WHERE d.department_id = product.department_id) AS department
       FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id`,
    );
    const changeable = candidates.filter((p) => !isNoChangeDepartment(p.department));
    const products = firstNoChange
      ? [candidates.find((p) => isNoChangeDepartment(p.department)), changeable[0]]
      : changeable.slice(0, 2);
    const order = await priceOrder(
      t.db,
      [
        { product_id: products[0]!.product_id, quantity: 3 },
        { product_id: products[1]!.product_id, quantity: 1 },
      ],
      14900,
    );
    const billId = await t.db.transaction((tx) =>
      createBill(tx, {
        userId: t.demo.id,
        order,
        shippingAddress: 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
        delivery: 'a',
        last4: '4242',
        payment: {
          provider,
          id: `${provider === 'stripe' ? 'pi_fake' : 'pay_test'}_${Math.random().toString(36).slice(2)}`,
        },
      }),
    );
    if (deliver) {
      const fulfil = (body: unknown) =>
        t.call('POST', `/api/admin/orders/${billId}/fulfilment`, { token: owner, body });
      expect((await fulfil({ action: 'ship', tracking: '794612905532' })).status).toBe(200);
      expect((await fulfil({ action: 'deliver' })).status).toBe(200);
    }
    const lines = await t.db.query<{
      bill_line_id: number;
      product_id: number;
      quantity: number;
      charged_cents: number;
    }>(
      'SELECT bill_line_id, product_id, quantity, charged_cents FROM bill_line WHERE bill_id = $1 ORDER BY bill_line_id',
      [billId],
    );
    return { billId, lines };
  }
  const deliveredDaysAgo = (billId: number, days: number) =>
    t.db.query(`UPDATE bill SET delivered_at = now() - make_interval(days => $2) WHERE bill_id = $1`, [billId, days]);

  it('a return asked for, approved, received (stock back) and refunded; each step in the history; a step out of turn is a 409', async () => {
    const { billId, lines } = await deliveredOrder();
    const [three] = lines;
    const before = await mine(billId);
    expect(before.window.open).toBe(true);
    expect(before.window.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.lines.map((l) => l.returnable)).toEqual([3, 1]);
    expect(before.returns).toEqual([]);

    const asked = await ask(billId, {
      lines: [{ bill_line_id: three!.bill_line_id, quantity: 2 }],
      reason: 'size',
      note: '  Me quedó grande  ',
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const after = OrderReturnsSchema.parse(await asked.json());
    expect(after.lines.map((l) => l.returnable)).toEqual([1, 1]);
    const [made] = after.returns;
    // two of three units: two thirds of what the line was charged, to the centavo
    const refundCents = Math.round((three!.charged_cents * 2) / 3);
    expect(made).toMatchObject({
      status: 'requested',
      reason: 'size',
      note: 'Me quedó grande',
      refund_amount: toPesos(refundCents),
      steps: ['approve', 'refuse'],
      lines: [{ bill_line_id: three!.bill_line_id, quantity: 2, refund: toPesos(refundCents) }],
    });

    // not refunded before it comes back; nothing changed
    const early = await step(made!.return_id, { action: 'refund' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: E.stepRefused('solicitada') });
    expect((await mine(billId)).returns[0]!.status).toBe('requested');

    expect((await step(made!.return_id, { action: 'approve' })).status).toBe(200);
    const stock = await stockOf(three!.product_id);
    const received = await step(made!.return_id, { action: 'receive', how: 'inStore' });
    expect(received.status).toBe(200);
    expect(OrderReturnsSchema.parse(await received.json()).returns[0]).toMatchObject({
      status: 'received',
      received_how: 'inStore',
      steps: ['refund'],
    });
    expect(await stockOf(three!.product_id)).toEqual({ stock: stock.stock + 2, units_sold: stock.units_sold - 2 });
    // received once: a second receipt is refused and gives nothing back again
    expect((await step(made!.return_id, { action: 'receive', how: 'byMail' })).status).toBe(409);
    expect(await stockOf(three!.product_id)).toEqual({ stock: stock.stock + 2, units_sold: stock.units_sold - 2 });

    const refunded = OrderReturnsSchema.parse(await (await step(made!.return_id, { action: 'refund' })).json());
    // the test checkout took no money: recorded, and no provider asked
    expect(refunded.returns[0]).toMatchObject({ status: 'refunded', refund_id: null, steps: [] });
    expect(stripe.refunds).toEqual([]);
    // the customer sees each step
    expect((await mine(billId)).returns[0]!.status).toBe('refunded');

    const lines2 = await history(billId);
    expect(lines2.slice(0, 4).map((h) => h.action)).toEqual([
      'returnRefunded',
      'returnReceived',
      'returnApproved',
      'returnRequested',
    ]);
    expect(lines2[3]).toMatchObject({ by: { phone_number: '+526141234567' } });
    expect(lines2[1]).toMatchObject({
      by: { phone_number: '+526147654321' },
      after: { return: `#${made!.return_id}`, status: 'Recibida', receivedHow: 'en la tienda' },
    });
    // each step told the customer once, in the step's own transaction (the refused receipt told nothing)
    const told = await t.db.query<{ kind: string; audience: string; payload: unknown }>(
      "SELECT kind, audience, payload FROM outbox_message WHERE event_key LIKE $1 AND channel = 'email' ORDER BY message_id",
      [`return:${made!.return_id}:%`],
    );
    expect(told).toEqual(
      ['returnRequested', 'returnApproved', 'returnReceived', 'returnRefunded'].map((kind) => ({
        kind,
        audience: 'customer',
        payload: { returnId: made!.return_id, folio: billId },
      })),
    );
  });

  it('earrings have no change by hygiene: asked back for another reason, a clear 409 that writes nothing; damaged or not what was ordered, a return', async () => {
    const { billId, lines } = await deliveredOrder('test', true, true);
    const [earrings, other] = lines;
    const before = await mine(billId);
    // the customer's form is told which lines have no change
    expect(before.lines.map((l) => l.no_change)).toEqual([true, false]);
    const name = before.lines[0]!.name;
    const returnsCount = async () =>
      Number(
        (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM order_return WHERE bill_id = $1', [billId]))[0]!.n,
      );

    for (const reason of ['size', 'changedMind', 'notAsDescribed', 'other']) {
      const refused = await ask(billId, {
        lines: [
          { bill_line_id: other!.bill_line_id, quantity: 1 },
          { bill_line_id: earrings!.bill_line_id, quantity: 1 },
        ],
        reason,
      });
      expect(refused.status, reason).toBe(409);
      expect(await refused.json()).toEqual({ error: E.noChange(name) });
    }
    expect(await returnsCount()).toBe(0);
    // the other line alone, for any reason
    expect(
      (await ask(billId, { lines: [{ bill_line_id: other!.bill_line_id, quantity: 1 }], reason: 'changedMind' }))
        .status,
    ).toBe(201);
    for (const reason of NO_CHANGE_REASONS) {
      const taken = await ask(billId, { lines: [{ bill_line_id: earrings!.bill_line_id, quantity: 1 }], reason });
      expect(taken.status, reason).toBe(201);
    }
    expect(await returnsCount()).toBe(1 + NO_CHANGE_REASONS.length);
  });

  it('paid by Stripe: the refund is Stripe’s, on the order’s PaymentIntent, of what was charged for the returned units', async () => {
    const { billId, lines } = await deliveredOrder('stripe');
    const [, one] = lines;
    const asked = OrderReturnsSchema.parse(
      await (
        await ask(billId, { lines: [{ bill_line_id: one!.bill_line_id, quantity: 1 }], reason: 'damaged' })
      ).json(),
    );
    const id = asked.returns[0]!.return_id;
    await step(id, { action: 'approve' });
    await step(id, { action: 'receive', how: 'byMail' });
    const [{ payment_id }] = (await t.db.query<{ payment_id: string }>(
      'SELECT payment_id FROM bill WHERE bill_id = $1',
      [billId],
    )) as [{ payment_id: string }];
    const refunded = OrderReturnsSchema.parse(await (await step(id, { action: 'refund' })).json());
    expect(stripe.refunds.at(-1)).toEqual({
      paymentId: payment_id,
      amountCents: one!.charged_cents,
      key: `return-${id}-refund`,
    });
    expect(refunded.returns[0]).toMatchObject({
      status: 'refunded',
      refund_id: `re_fake_${stripe.refunds.length}`,
      refund_amount: toPesos(one!.charged_cents),
      provider_refund: { status: 'confirmed', failure: null, retryable: true },
    });
  });

  it(`the window: open on the ${RETURN_POLICY.days}th day after delivery, closed the day after; only a delivered order`, async () => {
    const { billId, lines } = await deliveredOrder();
    const body = { lines: [{ bill_line_id: lines[1]!.bill_line_id, quantity: 1 }], reason: 'changedMind' };
    await deliveredDaysAgo(billId, RETURN_POLICY.days + 1);
    const closed = await mine(billId);
    expect(closed.window.open).toBe(false);
    const late = await ask(billId, body);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ error: E.windowClosed(spokenDay(closed.window.deadline!)) });
    expect((await mine(billId)).returns).toEqual([]);

    await deliveredDaysAgo(billId, RETURN_POLICY.days);
    expect((await mine(billId)).window.open).toBe(true);
    expect((await ask(billId, body)).status).toBe(201);

    const pending = await deliveredOrder('test', false);
    expect((await mine(pending.billId)).window).toEqual({ delivered_at: null, deadline: null, open: false });
    const early = await ask(pending.billId, {
      lines: [{ bill_line_id: pending.lines[0]!.bill_line_id, quantity: 1 }],
      reason: 'size',
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: E.notDelivered });
  });

  it('refused with a reason the customer reads: its units may be asked for again; bad requests change nothing', async () => {
    const { billId, lines } = await deliveredOrder();
    const [three, one] = lines;
    const refusedBody = async (res: Response) => ({ status: res.status, body: await res.json() });
    // more units than the line has, a line of another order, no line, no reason
    expect(
      await refusedBody(
        await ask(billId, { lines: [{ bill_line_id: three!.bill_line_id, quantity: 4 }], reason: 'size' }),
      ),
    ).toMatchObject({ status: 409, body: { error: expect.stringContaining('hasta 3') } });
    // the same line twice is counted once, with both quantities
    expect(
      (
        await ask(billId, {
          lines: [
            { bill_line_id: three!.bill_line_id, quantity: 2 },
            { bill_line_id: three!.bill_line_id, quantity: 2 },
          ],
          reason: 'size',
        })
      ).status,
    ).toBe(409);
    const other = await deliveredOrder();
    expect(
      await refusedBody(
        await ask(billId, { lines: [{ bill_line_id: other.lines[0]!.bill_line_id, quantity: 1 }], reason: 'size' }),
      ),
    ).toEqual({ status: 400, body: { error: E.notInOrder } });
    expect(await refusedBody(await ask(billId, { lines: [], reason: 'size' }))).toEqual({
      status: 400,
      body: { error: E.noLines },
    });
    expect(
      await refusedBody(await ask(billId, { lines: [{ bill_line_id: one!.bill_line_id, quantity: 1 }], reason: 'x' })),
    ).toEqual({ status: 400, body: { error: E.reason } });
    // someone else's order is as absent as a missing one
    await t.db.query(
      'UPDATE bill SET ecommerce_user_id = (SELECT ecommerce_user_id FROM ecommerce_user WHERE role = $2) WHERE bill_id = $1',
      [other.billId, 'admin'],
    );
    expect((await t.call('GET', `/api/returns/order/${other.billId}`, { token: t.demo.token })).status).toBe(404);
    expect((await mine(billId)).returns).toEqual([]);

    const asked = OrderReturnsSchema.parse(
      await (
        await ask(billId, { lines: [{ bill_line_id: three!.bill_line_id, quantity: 3 }], reason: 'other' })
      ).json(),
    );
    const id = asked.returns[0]!.return_id;
    expect(asked.lines[0]!.returnable).toBe(0);
    expect(
      await refusedBody(
        await ask(billId, { lines: [{ bill_line_id: three!.bill_line_id, quantity: 1 }], reason: 'size' }),
      ),
    ).toEqual({ status: 409, body: { error: E.tooMany(asked.lines[0]!.name, 0) } });
    // a customer takes no owner's step
    expect(
      (await t.call('POST', `/api/admin/returns/${id}/step`, { token: t.demo.token, body: { action: 'approve' } }))
        .status,
    ).toBe(403);
    expect(await refusedBody(await step(id, { action: 'refuse', reason: '   ' }))).toEqual({
      status: 400,
      body: { error: E.refusalMissing },
    });
    const refused = OrderReturnsSchema.parse(
      await (await step(id, { action: 'refuse', reason: ' La prenda tiene uso. ' })).json(),
    );
    expect(refused.returns[0]).toMatchObject({ status: 'refused', refusal: 'La prenda tiene uso.', steps: [] });
    expect(refused.lines[0]!.returnable).toBe(3);
    expect((await step(id, { action: 'approve' })).status).toBe(409);
    expect((await step(999999, { action: 'approve' })).status).toBe(404);
    expect((await history(billId))[0]).toMatchObject({
      action: 'returnRefused',
      after: { status: 'Rechazada', refusal: 'La prenda tiene uso.' },
    });
    // the customer is told the refusal with its reason
    const [told] = await t.db.query<{ kind: string; payload: unknown }>(
      "SELECT kind, payload FROM outbox_message WHERE event_key = $1 AND channel = 'email'",
      [`return:${id}:refused`],
    );
    expect(told).toEqual({
      kind: 'returnRefused',
      payload: { returnId: id, folio: billId, reason: 'La prenda tiene uso.' },
    });
  });
});
