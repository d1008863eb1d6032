/**
 * The back office's 'Mensajes': the owner lists every message the store wrote, newest first, by
 * status and by order, a page at a time; 'Reenviar' makes a failed message pending and due now,
 * in the change log (the order's history, or the shop's settings for a message of no order). Any
 * other status is a Spanish 409, a missing message a 404, and only an admin may ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_PAGE_SIZE, AdminMessageListSchema, AdminMessageSchema } from '../../contract/admin-messages';
import { LoginResponseSchema } from '../../contract/auth';
import type { MessageStatus } from '../../contract/messages';
import { ADMIN_ERRORS } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_OWNER } from '../../server/db/seed';
import { enqueueMessages } from '../../server/messages/outbox';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)("the back office's messages on %s", (backend) => {
  let t: TestApp;
  let owner: string;
  let billId: number;
  let otherBillId: number;
  /** The message ids written for these tests, by the name each test gives them. */
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(backend, 20);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    const bills = await t.db.query<{ bill_id: number }>('SELECT bill_id FROM bill ORDER BY bill_id LIMIT 2');
    billId = bills[0]!.bill_id;
    otherBillId = bills[1]!.bill_id;
    // oldest first: each a second apart, so 'newest first' has one answer
    const write = async (name: string, status: MessageStatus, bill: number | null, extra = '') => {
      await enqueueMessages(t.db, [
        {
          eventKey: `test:${name}`,
          kind: bill === null ? 'passwordChanged' : 'orderPaid',
          channel: 'email',
          audience: 'customer',
          recipient: 'ana@example.mx',
          billId: bill,
        },
      ]);
      const [row] = await t.db.query<{ message_id: number }>(
        `UPDATE outbox_message SET status = $2, created_at = now() - make_interval(secs => $3::int) ${extra}
         WHERE event_key = $1 RETURNING message_id`,
        [`test:${name}`, status, 100 - ids.size],
      );
      ids.set(name, row!.message_id);
    };
    await write('sent', 'sent', billId, ', attempts = 1, sent_at = now()');
    await write('skipped', 'skipped', billId);
    await write('failed', 'failed', billId, ", attempts = 5, last_error = 'SMTP 421: servicio no disponible'");
    await write('pending', 'pending', otherBillId);
    await write('sending', 'sending', otherBillId);
    await write('failedNoOrder', 'failed', null, ", attempts = 5, last_error = 'sin respuesta'");
  });
  afterAll(() => t.close());

  const admin = (method: string, path: string) => t.call(method, `/api/admin/messages${path}`, { token: owner });
  const list = async (query = '') => {
    const res = await admin('GET', query);
    expect(res.status).toBe(200);
    return AdminMessageListSchema.parse(await res.json());
  };
  const idOf = (name: string) => ids.get(name)!;

  it('answers only an admin', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/messages'],
      ['POST', `/api/admin/messages/${idOf('failed')}/resend`],
    ] as const) {
      expect((await t.call(method, path)).status).toBe(401);
      const customer = await t.call(method, path, { token: t.demo.token });
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    const [row] = await t.db.query('SELECT status FROM outbox_message WHERE message_id = $1', [idOf('failed')]);
    expect(row).toEqual({ status: 'failed' });
  });

  it('lists every message newest first, with to whom, what, when and how it went', async () => {
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.totalPages).toBe(1);
    expect(all.messages.map((m) => m.message_id)).toEqual(
      ['failedNoOrder', 'sending', 'pending', 'failed', 'skipped', 'sent'].map(idOf),
    );
    expect(all.messages.find((m) => m.message_id === idOf('failed'))).toEqual({
      message_id: idOf('failed'),
      kind: 'orderPaid',
      channel: 'email',
      audience: 'customer',
      recipient: 'ana@example.mx',
      bill_id: billId,
      status: 'failed',
      attempts: 5,
      last_error: 'SMTP 421: servicio no disponible',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sent_at: null,
    });
    const sent = all.messages.find((m) => m.message_id === idOf('sent'))!;
    expect(Date.parse(sent.sent_at!)).toBeGreaterThan(Date.parse(sent.created_at));
  });

  it("filters by status and by order (an order's own messages), and refuses a status that does not exist", async () => {
    expect((await list('?status=failed')).messages.map((m) => m.message_id)).toEqual([
      idOf('failedNoOrder'),
      idOf('failed'),
    ]);
    expect((await list('?status=skipped')).messages.map((m) => m.message_id)).toEqual([idOf('skipped')]);
    expect((await list(`?order=${billId}`)).messages.map((m) => m.message_id)).toEqual(
      ['failed', 'skipped', 'sent'].map(idOf),
    );
    expect((await list(`?order=${otherBillId}&status=pending`)).messages.map((m) => m.message_id)).toEqual([
      idOf('pending'),
    ]);
    expect((await list('?order=999999')).total).toBe(0);
    const bad = await admin('GET', '?status=lost');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: ADMIN_ERRORS.messageStatusUnknown });
    expect((await admin('GET', '?order=0')).status).toBe(400);
    expect((await admin('GET', '?page=x')).status).toBe(400);
  });

  it('pages past the first page', async () => {
    await enqueueMessages(
      t.db,
      Array.from({ length: ADMIN_MESSAGE_PAGE_SIZE }, (_, i) => ({
        eventKey: `test:page:${i}`,
        kind: 'shipped' as const,
        channel: 'whatsapp' as const,
        audience: 'customer' as const,
        recipient: '+526141234567',
      })),
    );
    const first = await list('?status=pending');
    expect(first.total).toBe(ADMIN_MESSAGE_PAGE_SIZE + 1);
    expect(first.totalPages).toBe(2);
    expect(first.messages).toHaveLength(ADMIN_MESSAGE_PAGE_SIZE);
    const second = await list('?status=pending&page=2');
    expect(second.messages.map((m) => m.message_id)).toEqual([idOf('pending')]);
    await t.db.query("DELETE FROM outbox_message WHERE event_key LIKE 'test:page:%'");
  });

  it("'Reenviar' refuses every status but failed with a Spanish 409, a missing message with a 404", async () => {
    for (const [name, word] of [
      ['sent', 'Enviado'],
      ['skipped', 'Sin canal configurado'],
      ['pending', 'Pendiente'],
      ['sending', 'Enviando'],
    ] as const) {
      const res = await admin('POST', `/${idOf(name)}/resend`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: ADMIN_ERRORS.resendRefused(word) });
    }
    const missing = await admin('POST', '/999999/resend');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: ADMIN_ERRORS.messageMissing });
    expect((await admin('POST', '/abc/resend')).status).toBe(400);
    const statuses = await t.db.query<{ status: string }>('SELECT status FROM outbox_message ORDER BY message_id');
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'skipped', 'failed', 'pending', 'sending', 'failed']);
    expect(await t.db.query("SELECT 1 FROM change_log WHERE action = 'messageResent'")).toEqual([]);
  });

  it("'Reenviar' makes a failed message pending and due now, in its order's history; a second press is refused", async () => {
    await t.db.query(
      "UPDATE outbox_message SET next_attempt_at = now() + interval '1 day', locked_until = now() WHERE message_id = $1",
      [idOf('failed')],
    );
    const res = await admin('POST', `/${idOf('failed')}/resend`);
    expect(res.status).toBe(200);
    expect(AdminMessageSchema.parse(await res.json())).toMatchObject({
      message_id: idOf('failed'),
      status: 'pending',
      attempts: 5,
      last_error: 'SMTP 421: servicio no disponible',
    });
    const [row] = await t.db.query<{ due: boolean; locked_until: unknown }>(
      'SELECT next_attempt_at <= now() AS due, locked_until FROM outbox_message WHERE message_id = $1',
      [idOf('failed')],
    );
    expect(row).toEqual({ due: true, locked_until: null });
    expect((await list('?status=pending')).messages.map((m) => m.message_id)).toContain(idOf('failed'));

    const order = await t.call('GET', `/api/admin/orders/${billId}`, { token: owner });
    const history = ((await order.json()) as { history: { action: string; by: unknown; after: unknown }[] }).history;
    expect(history[0]).toMatchObject({
      action: 'messageResent',
      by: { name: expect.any(String) },
      after: { message_id: idOf('failed'), messageKind: 'orderPaid', channel: 'email', recipient: 'ana@example.mx' },
    });

    const again = await admin('POST', `/${idOf('failed')}/resend`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ADMIN_ERRORS.resendRefused('Pendiente') });
  });

  it("'Reenviar' of a message of no order is recorded in the shop's settings", async () => {
    expect((await admin('POST', `/${idOf('failedNoOrder')}/resend`)).status).toBe(200);
    const log = await t.db.query<{ subject: string; subject_id: number; after: unknown }>(
      "SELECT subject, subject_id, after FROM change_log WHERE action = 'messageResent' ORDER BY change_id DESC LIMIT 1",
    );
    expect(log).toEqual([
      {
        subject: 'settings',
        subject_id: 1,
        after: {
          message_id: idOf('failedNoOrder'),
          messageKind: 'passwordChanged',
          channel: 'email',
          recipient: 'ana@example.mx',
        },
      },
    ]);
  });
});
