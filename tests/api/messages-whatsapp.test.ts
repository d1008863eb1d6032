/**
 * WhatsApp by the Business Cloud API, against a local stand-in of the Graph API endpoint (the
 * real one cannot be reached from here): the request's shape (the approved template's name,
 * language es_MX, the body parameters, the token as a bearer), a 5xx retried until it passes, a
 * 4xx failed at once. Email is not configured here: the customer's email is marked 'skipped'.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { MESSAGE_KINDS, type MessageKind } from '../../contract/messages';
import { formatMoney } from '../../contract/money';
import { DEMO_CUSTOMER } from '../../server/db/seed';
import { defaultWhatsAppTemplate } from '../../server/env';
import { configureMessages, messageSettings } from '../../server/messages/settings';
import type { MessageWorker } from '../../server/messages/worker';
import { startMessageWorker } from '../support/message-worker';
import { eventually } from '../support/smtp';
import { createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const TOKEN = 'EAAG-test-token-never-logged';
const SHOP_WHATSAPP = '+526145550000';

interface Sent {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    biz_opaque_callback_data: string;
    template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
  };
}

describe('WhatsApp messages through a stand-in of the Graph API', () => {
  let t: TestApp;
  let graph: Server;
  let worker: MessageWorker;
  const sent: Sent[] = [];
  const before = messageSettings();

  beforeAll(async () => {
    t = await createTestApp('pglite', 40);
    let customerCalls = 0;
    graph = createServer((req, res) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => {
        const body = JSON.parse(text) as Sent['body'];
        sent.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        if (body.to === SHOP_WHATSAPP.slice(1)) {
          res.statusCode = 400;
          return res.end(
            JSON.stringify({ error: { message: '(#132001) Template name does not exist', code: 132001 } }),
          );
        }
        // the customer's first try meets a passing outage
        if (++customerCalls === 1) {
          res.statusCode = 503;
          return res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }));
        }
        res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${customerCalls}` }] }));
      });
    });
    await new Promise<void>((r) => graph.listen(0, '127.0.0.1', () => r()));
    const port = (graph.address() as { port: number }).port;
    worker = startMessageWorker(t.db, {
      whatsapp: {
        token: TOKEN,
        phoneNumberId: '1234567890',
        apiUrl: `http://127.0.0.1:${port}/v21.0`,
        templates: {
          ...(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, defaultWhatsAppTemplate(kind)])) as Record<
            MessageKind,
            string
          >),
          orderPaid: 'pedido_pagado',
        },
      },
      shopWhatsapp: SHOP_WHATSAPP,
    });
  }, 300_000);
  afterAll(async () => {
    await worker?.stop();
    configureMessages(before);
    await new Promise((r) => graph.close(r));
    await t.close();
  });

  it('a paid order: the template request, a 503 retried once, a 400 failed at once, the email skipped', async () => {
    const [product] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock >= 5 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    const created = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: product!.product_id, quantity: 1 }],
        userId: t.demo.id,
        delivery: 'b',
        shipping_address: '',
      },
    });
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Mar%C3%ADa&number=4242424242424242&expiry=12%2F30&cvc=123',
    });
    expect(paid.status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    const billId = bill!.bill_id;
    const statuses = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ channel: string; audience: string; status: string; attempts: number }>(
            'SELECT channel, audience, status, attempts FROM outbox_message WHERE bill_id = $1',
            [billId],
          )
        ).map((r) => [`${r.audience}:${r.channel}`, `${r.status}/${r.attempts}`]),
      );
    await eventually(
      async () => {
        const now = await statuses();
        return now['customer:whatsapp'] === 'sent/2' && now['shop:whatsapp'] === 'failed/1';
      },
      15_000,
      'the customer’s WhatsApp sent on its second try and the shop’s failed',
    );
    expect(await statuses()).toEqual({
      'customer:email': 'skipped/0',
      'customer:whatsapp': 'sent/2',
      'shop:whatsapp': 'failed/1',
    });

    const toCustomer = sent.filter((s) => s.body.to === DEMO_CUSTOMER.phone.slice(1));
    expect(toCustomer).toHaveLength(2);
    const request = toCustomer[1]!;
    expect(request.path).toBe('/v21.0/1234567890/messages');
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.body.type).toBe('template');
    expect(request.body.template.name).toBe('pedido_pagado');
    expect(request.body.template.language.code).toBe('es_MX');
    expect(request.body.biz_opaque_callback_data).toBe(`bill:${billId}:paid/whatsapp/${DEMO_CUSTOMER.phone}`);
    expect(request.body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      DEMO_CUSTOMER.name,
      String(billId),
      formatMoney(Math.round(bill!.total_amount * 100)),
      `https://shop.test/BuyDetails/${billId}`,
    ]);
    expect(sent.filter((s) => s.body.to === SHOP_WHATSAPP.slice(1))).toHaveLength(1);
    const [failed] = await t.db.query<{ last_error: string; provider_id: string | null }>(
      `SELECT last_error, provider_id FROM outbox_message WHERE bill_id = $1 AND audience = 'shop'`,
      [billId],
    );
    expect(failed!.last_error).toContain('WhatsApp 400');
    expect(failed!.last_error).not.toContain(TOKEN);
    const [ok] = await t.db.query<{ provider_id: string }>(
      `SELECT provider_id FROM outbox_message WHERE bill_id = $1 AND channel = 'whatsapp' AND audience = 'customer'`,
      [billId],
    );
    expect(ok!.provider_id).toBe('wamid.2');
  });
});
