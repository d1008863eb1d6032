/**
 * The outbox: a message is written in its event's transaction, so it commits or rolls back with it,
 * and a second write of the same event, channel and recipient is the same message. The kinds the
 * contract names are the kinds the table accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_KINDS } from '../../contract/messages';
import { MESSAGE_WITHHELD } from '../../copy/admin';
import { markVerified } from '../../server/messages/contacts';
import { enqueueMessages, type OutboxEntry } from '../../server/messages/outbox';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the outbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
    for (const address of ['ana@example.mx', 'otra@example.mx']) await markVerified(t.db, 'email', address);
  });
  afterAll(() => t.close());
  const count = async (eventKey: string) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_message WHERE event_key = $1', [eventKey])
    )[0]!.n;
  const entry = (eventKey: string, recipient = 'ana@example.mx'): OutboxEntry => ({
    eventKey,
    kind: 'orderPaid',
    channel: 'email',
    audience: 'customer',
    recipient,
    payload: { note: 'x' },
  });

  it('writes a message once per event, channel and recipient', async () => {
    expect(await t.db.transaction((tx) => enqueueMessages(tx, [entry('test:1:once'), entry('test:1:once')]))).toBe(1);
    expect(await enqueueMessages(t.db, [entry('test:1:once'), entry('test:1:once', 'otra@example.mx')])).toBe(1);
    expect(await count('test:1:once')).toBe(2);
    const [row] = await t.db.query<{ status: string; attempts: number; payload: unknown }>(
      "SELECT status, attempts, payload FROM outbox_message WHERE event_key = 'test:1:once' ORDER BY message_id LIMIT 1",
    );
    expect(row).toEqual({ status: 'pending', attempts: 0, payload: { note: 'x' } });
  });

  it('writes a customer message to a contact not verified, or that asked to stop, as withheld, and never due', async () => {
    await t.db.query("INSERT INTO contact_suppression (channel, canonical) VALUES ('email', 'paro@example.mx')");
    expect(
      await enqueueMessages(t.db, [
        entry('test:9:gate', 'nadie@example.mx'),
        entry('test:9:gate', 'Paro+x@example.mx'),
      ]),
    ).toBe(0);
    const rows = await t.db.query<{ recipient: string; status: string; last_error: string; payload: unknown }>(
      "SELECT recipient, status, last_error, payload FROM outbox_message WHERE event_key = 'test:9:gate' ORDER BY message_id",
    );
    expect(rows).toEqual([
      { recipient: 'nadie@example.mx', status: 'withheld', last_error: MESSAGE_WITHHELD.unverified, payload: {} },
      { recipient: 'Paro+x@example.mx', status: 'withheld', last_error: MESSAGE_WITHHELD.suppressed, payload: {} },
    ]);
    // The shop's own alerts go where its operator configured them.
    expect(await enqueueMessages(t.db, [{ ...entry('test:9:shop', 'nadie@example.mx'), audience: 'shop' }])).toBe(1);
  });

  it('rolls back with the event that wrote it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessages(tx, [entry('test:2:rolled')]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await count('test:2:rolled')).toBe(0);
  });

  it('the table accepts every kind the contract names, and no other', async () => {
    for (const kind of MESSAGE_KINDS) await enqueueMessages(t.db, [{ ...entry(`test:3:${kind}`), kind }]);
    expect(await count(`test:3:${MESSAGE_KINDS[MESSAGE_KINDS.length - 1]}`)).toBe(1);
    await expect(enqueueMessages(t.db, [{ ...entry('test:3:spam'), kind: 'spam' as never }])).rejects.toThrow();
  });
});
