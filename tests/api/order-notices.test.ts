/**
 * What the store's pages need to say what an order's customer will hear and where: an order
 * answer says whether it is picked up at the store, and the settings answer which channels the
 * store sends by (the messages' settings, read from the environment at start; none by default).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BillListResponseSchema } from '../../contract/bill';
import { SettingsResponseSchema } from '../../contract/user';
import { configureMessages, messageSettings } from '../../server/messages/settings';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)("an order's notices on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
  });
  afterAll(() => t.close());
  const configured = messageSettings();
  afterEach(() => configureMessages(configured));
  const settings = async () => {
    const res = await t.call('GET', '/api/settings/', { token: t.demo.token });
    expect(res.status).toBe(200);
    return SettingsResponseSchema.parse(await res.json());
  };

  it('an order says whether it is picked up at the store, in the list and alone', async () => {
    const bills = await t.db.query<{ bill_id: number }>(
      'SELECT bill_id FROM bill WHERE ecommerce_user_id = $1 ORDER BY bill_id LIMIT 2',
      [t.demo.id],
    );
    const [pickup, delivery] = bills.map((b) => b.bill_id);
    await t.db.query("UPDATE bill SET delivery = 'b' WHERE bill_id = $1", [pickup]);
    await t.db.query("UPDATE bill SET delivery = 'c' WHERE bill_id = $1", [delivery]);
    const one = async (id: number) =>
      BillListResponseSchema.parse(
        await (await t.call('GET', `/api/bill?bill_id=${id}`, { token: t.demo.token })).json(),
      )[0]!;
    expect((await one(pickup!)).pickup).toBe(true);
    expect((await one(delivery!)).pickup).toBe(false);
    const mine = (await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json()) as {
      bill_id: number;
      pickup: boolean;
    }[];
    expect(mine.find((b) => b.bill_id === pickup)?.pickup).toBe(true);
    expect(mine.find((b) => b.bill_id === delivery)?.pickup).toBe(false);
  });

  it('the settings answer says which channels are configured, none by default, never their values', async () => {
    configureMessages({ ...configured, email: undefined, whatsapp: undefined });
    expect((await settings()).messageChannels).toEqual({ email: false, whatsapp: false });
    configureMessages({
      ...configured,
      email: { smtpUrl: 'smtp://user:secret-pass@127.0.0.1:2525', from: 'tienda@example.mx' },
      whatsapp: { token: 'secret-token', phoneNumberId: '1234', apiUrl: 'http://127.0.0.1:1', templates: {} as never },
    });
    const res = await t.call('GET', '/api/settings/', { token: t.demo.token });
    const text = await res.text();
    expect(JSON.parse(text).messageChannels).toEqual({ email: true, whatsapp: true });
    expect(text).not.toContain('secret');
    expect((await t.call('GET', '/api/settings/')).status).toBe(401);
  });
});
