/**
 * A return's refund is a durable step of its own (server/modules/returns/refunds.ts): written
 * 'requested' in the owner's step, asked of the provider after the commit with the return's
 * idempotency key, then recorded. When the provider's answer is lost (it gave the money back, the
 * store heard an error), the refund is 'failed' with the reason and the return stays received;
 * 'Reintentar' sends it again with the same key, and the provider gives back the first refund:
 * the customer is refunded once. A refusal the same request would only repeat is not retryable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../contract/auth';
import { OrderReturnsSchema } from '../../contract/returns';
import { isNoChangeDepartment } from '../../contract/store';
import { RETURN_COPY } from '../../copy/returns';
import { DEMO_OWNER } from '../../server/db/seed';
import { createBill } from '../../server/modules/bills/create-bill';
import { priceOrder } from '../../server/modules/checkout/price-order';
import { type PaymentProvider, RefundRefused, testProvider } from '../../server/payments/provider';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

/** A stand-in for Stripe's refunds that honours idempotency keys, and can lose its answer or refuse. */
function idempotentStripe() {
  const byKey = new Map<string, string>();
  const calls: { key: string | undefined; amountCents: number | undefined }[] = [];
  let created = 0;
  let next: 'answer' | 'loseAnswer' | 'refuse' = 'answer';
  const provider: PaymentProvider = {
    ...testProvider,
    name: 'stripe',
    async refund(_paymentId, amountCents, options) {
      calls.push({ key: options?.idempotencyKey, amountCents });
      const mode = next;
      next = 'answer';
      if (mode === 'refuse') throw new RefundRefused('Refund amount is greater than the charge');
      const key = options?.idempotencyKey ?? `no-key-${calls.length}`;
      if (!byKey.has(key)) byKey.set(key, `re_fake_${++created}`);
      if (mode === 'loseAnswer') throw new Error('socket hang up');
      return { id: byKey.get(key)!, confirmed: true };
    },
  };
  return { provider, calls, created: () => created, nextAnswer: (mode: typeof next) => (next = mode) };
}

describe.each(BACKENDS)('a return’s refund, once, on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  const stripe = idempotentStripe();
  beforeAll(async () => {
    t = await createTestApp(backend, 40, { payments: stripe.provider });
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const step = (returnId: number, body: unknown) =>
    t.call('POST', `/api/admin/returns/${returnId}/step`, { token: owner, body });
  const ownerView = async (billId: number) =>
    OrderReturnsSchema.parse(await (await t.call('GET', `/api/admin/returns/order/${billId}`, { token: owner })).json())
      .returns[0]!;

  /** A delivered Stripe order of one piece, its return asked for, approved and received: the return's id. */
  async function receivedReturn() {
    const [product] = (
      await t.db.query<{ product_id: number; department: string }>(
        `SELECT product_id, (SELECT name FROM department d WHERE d.department_id = product.department_id) AS department
         FROM product WHERE stock >= 1 AND ${SOLD_WHOLE_SQL} ORDER BY product_id`,
      )
    ).filter((p) => !isNoChangeDepartment(p.department));
    const order = await priceOrder(t.db, [{ product_id: product!.product_id, quantity: 1 }], 14900);
    const billId = await t.db.transaction((tx) =>
      createBill(tx, {
        userId: t.demo.id,
        order,
        shippingAddress: 'Calle Aldama 500, Centro, Chihuahua, Chih., 31000',
        delivery: 'a',
        last4: '4242',
        payment: { provider: 'stripe', id: `pi_fake_${Math.random().toString(36).slice(2)}` },
      }),
    );
    await t.db.query(`UPDATE bill SET shipping_status = 'entregado', delivered_at = now() WHERE bill_id = $1`, [
      billId,
    ]);
    const [line] = await t.db.query<{ bill_line_id: number }>('SELECT bill_line_id FROM bill_line WHERE bill_id = $1', [
      billId,
    ]);
    const asked = await t.call('POST', `/api/returns/order/${billId}`, {
      token: t.demo.token,
      body: { lines: [{ bill_line_id: line!.bill_line_id, quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const returnId = OrderReturnsSchema.parse(await asked.json()).returns[0]!.return_id;
    expect((await step(returnId, { action: 'approve' })).status).toBe(200);
    expect((await step(returnId, { action: 'receive', how: 'inStore' })).status).toBe(200);
    return { billId, returnId, amountCents: order.totalCents - order.shippingCents };
  }

  it('the provider’s answer lost: failed with the reason, the return still received; Reintentar refunds once, with the same key', async () => {
    const { billId, returnId, amountCents } = await receivedReturn();
    const before = stripe.created();
    stripe.nextAnswer('loseAnswer');
    const lost = await step(returnId, { action: 'refund' });
    expect(lost.status).toBe(502);
    expect(((await lost.json()) as { error: string }).error).toBe(RETURN_COPY.errors.refundFailed);
    expect(await ownerView(billId)).toMatchObject({
      status: 'received',
      steps: ['refund'],
      provider_refund: { status: 'failed', failure: 'socket hang up', retryable: true },
    });

    const retried = await step(returnId, { action: 'refund' });
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(OrderReturnsSchema.parse(await retried.json()).returns[0]).toMatchObject({
      status: 'refunded',
      refund_id: `re_fake_${before + 1}`,
      provider_refund: { status: 'confirmed', failure: null },
    });
    expect(stripe.created()).toBe(before + 1);
    expect(stripe.calls.slice(-2)).toEqual([
      { key: `return-${returnId}-refund`, amountCents },
      { key: `return-${returnId}-refund`, amountCents },
    ]);
    // refunded: the step is not taken again, nothing more reaches the provider
    expect((await step(returnId, { action: 'refund' })).status).toBe(409);
    expect(stripe.calls.filter((c) => c.key === `return-${returnId}-refund`)).toHaveLength(2);
  });

  it('a refusal the same request would repeat: failed, not retryable, the return still received', async () => {
    const { billId, returnId } = await receivedReturn();
    stripe.nextAnswer('refuse');
    expect((await step(returnId, { action: 'refund' })).status).toBe(502);
    expect(await ownerView(billId)).toMatchObject({
      status: 'received',
      provider_refund: { status: 'failed', failure: 'Refund amount is greater than the charge', retryable: false },
    });
  });
});
