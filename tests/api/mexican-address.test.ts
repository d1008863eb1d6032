/**
 * The Mexican address on the server: the profile's address rule (every field, the state among the
 * 32 and agreeing with the postal code, Spanish messages, nothing changed by a refusal), the
 * checkout session that ships to it (its one line written by `formatAddress`, the fields kept
 * with the order and shown to the owner), and what was saved before it still working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '../../contract/admin-orders';
import { LoginResponseSchema, UserSchema } from '../../contract/auth';
import { BillListResponseSchema } from '../../contract/bill';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { formatAddress } from '../../contract/mexican-address';
import { AddressUpdateSchema } from '../../contract/user';
import { ADDRESS } from '../../copy/address';
import { VALIDATION } from '../../copy/validation';
import { hasCompleteAddress } from '../../machines/checkout/checkout-machine';
import { typedAddress } from '../../machines/checkout/fixtures';
import { DEMO_CUSTOMER, DEMO_OWNER } from '../../server/db/seed';
import { BACKENDS, createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const CARD = new URLSearchParams({ name: 'Ana Prueba', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });

describe.each(BACKENDS)('the Mexican address on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, 30);
  });
  afterAll(() => t.close());

  const profilePath = () => `/api/user_ecommerce/profile/${t.demo.id}`;
  const putAddress = (body: unknown) => t.call('PUT', profilePath(), { token: t.demo.token, body });
  const me = async () =>
    UserSchema.parse(await (await t.call('GET', '/api/user_ecommerce/me', { token: t.demo.token })).json());
  const storedRow = async () =>
    (await t.db.query('SELECT * FROM ecommerce_user WHERE ecommerce_user_id = $1', [t.demo.id]))[0];
  const product = async () =>
    (
      await t.db.query<{ product_id: number; stock: number }>(
        `SELECT product_id, stock FROM product WHERE stock >= 3 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
      )
    )[0]!;
  const createSession = (body: Record<string, unknown>) =>
    t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: { userId: t.demo.id, delivery: 'c', ...body },
    });

  it('an address saved before (street, city, state text, postal code) still reads, its new fields null', async () => {
    const user = await me();
    expect(user).toMatchObject({
      shipping_address_line1: DEMO_CUSTOMER.shipping_address_line1,
      shipping_state: 'Chihuahua',
      shipping_zipcode: '31000',
      shipping_neighborhood: null,
      shipping_exterior_number: null,
      shipping_receiver_name: null,
    });
  });

  it('refuses each wrong field with its Spanish message, and a refusal changes nothing', async () => {
    const before = await storedRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ shipping_neighborhood: '  ' }, VALIDATION.required],
      [{ shipping_exterior_number: '' }, VALIDATION.required],
      [{ shipping_municipality: undefined }, VALIDATION.required],
      [{ shipping_state: 'Texas' }, ADDRESS.error.state],
      [{ shipping_state: 'Sonora' }, ADDRESS.error.postalCodeOtherState('Chihuahua')],
      [{ shipping_zipcode: '18000' }, ADDRESS.error.postalCodeUnknown],
      [{ shipping_zipcode: '3300' }, VALIDATION.zipcode],
      [{ shipping_receiver_phone: '614 123' }, ADDRESS.error.phone],
      [{ shipping_references: 'x'.repeat(201) }, ADDRESS.error.tooLong(200)],
      [{ shipping_interior_number: 'x'.repeat(21) }, ADDRESS.error.tooLong(20)],
    ];
    for (const [change, message] of cases) {
      const res = await putAddress({ ...typedAddress, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await res.json()).toEqual({ error: message, field: Object.keys(change)[0] });
    }
    expect(await storedRow()).toEqual(before);
  });

  it("the SPEC's four fields save alone: 200, and the address is incomplete until colonia, number and receiver are added", async () => {
    const spec = {
      shipping_state: 'Chihuahua',
      shipping_city: 'Chihuahua',
      shipping_address_line1: 'Av. Universidad 2500',
      shipping_zipcode: '31125',
    };
    const res = await putAddress(spec);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: 'Dirección de envío actualizada.' });
    const user = await me();
    expect(user).toMatchObject({
      ...spec,
      shipping_neighborhood: null,
      shipping_exterior_number: null,
      shipping_receiver_name: null,
    });
    expect(hasCompleteAddress(user)).toBe(false);
    // The SPEC's rules still hold for its four fields, each refusal naming its field.
    const refused: [Record<string, unknown>, string, string][] = [
      [{ shipping_zipcode: '3112' }, VALIDATION.zipcode, 'shipping_zipcode'],
      [{ shipping_city: ' ' }, VALIDATION.required, 'shipping_city'],
      [{ shipping_state: 'Sonora' }, ADDRESS.error.postalCodeOtherState('Chihuahua'), 'shipping_state'],
    ];
    for (const [change, error, field] of refused) {
      const bad = await putAddress({ ...spec, ...change });
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect(await bad.json()).toEqual({ error, field });
    }
  });

  it('saves every field, an optional one left empty as null, and /me gives them back', async () => {
    const res = await putAddress({ ...typedAddress, shipping_references: ' Entre Juárez y Aldama, casa azul ' });
    expect(res.status).toBe(200);
    const user = await me();
    expect(user).toMatchObject({
      ...typedAddress,
      shipping_interior_number: null,
      shipping_references: 'Entre Juárez y Aldama, casa azul',
    });
    expect((await storedRow())!.shipping_interior_number).toBeNull();
  });

  it('a session sent field by field ships to them: its line is formatAddress, the order keeps them, the owner reads them', async () => {
    const { product_id, stock } = await product();
    const details = { ...typedAddress, shipping_interior_number: '4', shipping_references: 'Portón negro' };
    const created = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: 'lo que el navegador escribió',
      shipping_details: details,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const line = formatAddress(AddressUpdateSchema.parse(details));
    expect(line).toBe(
      'Calle 2 30, Int. 4, Col. Centro, Delicias, Chihuahua, C.P. 33000. Referencias: Portón negro. Recibe: Luis Pérez, tel. 6391234567',
    );
    const [row] = await t.db.query<{ shipping_address: string; shipping_details: unknown }>(
      'SELECT shipping_address, shipping_details FROM checkout_session WHERE session_id = $1',
      [session.id],
    );
    expect(row!.shipping_address).toBe(line);
    const paid = await t.app.request(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: CARD.toString(),
    });
    expect(paid.status).toBe(303);
    const [bill] = BillListResponseSchema.parse(
      await (await t.call('GET', `/api/bill/my-orders/${t.demo.id}`, { token: t.demo.token })).json(),
    );
    expect(bill!.shipping_address).toBe(line);
    expect(
      (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [product_id]))[0]!.stock,
    ).toBe(stock - 1);

    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    const owner = LoginResponseSchema.parse(await login.json()).token;
    const detail = AdminOrderDetailSchema.parse(
      await (await t.call('GET', `/api/admin/orders/${bill!.bill_id}`, { token: owner })).json(),
    );
    expect(detail.order.shipping_details).toEqual(AddressUpdateSchema.parse(details));
    expect(detail.order.shipping_address).toBe(line);
  });

  it('a postal code and state that disagree are refused before paying: no session, no stock held', async () => {
    const { product_id, stock } = await product();
    const sessions = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM checkout_session'))[0]!.n;
    const before = await sessions();
    const res = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: 'x',
      shipping_details: { ...typedAddress, shipping_state: 'Jalisco' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: ADDRESS.error.postalCodeOtherState('Chihuahua') });
    expect(await sessions()).toBe(before);
    expect(
      (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [product_id]))[0]!.stock,
    ).toBe(stock);
  });

  it('a one-line address with no Mexican postal code is refused; home delivery ships to the profile, not the line sent', async () => {
    const { product_id, stock } = await product();
    const abroad = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: '1600 Pennsylvania Ave, Washington DC, USA',
      delivery: 'c',
    });
    expect(abroad.status).toBe(400);
    expect(await abroad.json()).toEqual({ error: ADDRESS.error.notMexican, field: 'shipping_address' });
    expect(
      (await t.db.query<{ stock: number }>('SELECT stock FROM product WHERE product_id = $1', [product_id]))[0]!.stock,
    ).toBe(stock);

    const home = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: '1600 Pennsylvania Ave, Washington DC, USA',
      delivery: 'a',
    });
    expect(home.status, await home.clone().text()).toBe(200);
    const [row] = await t.db.query<{ shipping_address: string }>(
      'SELECT shipping_address FROM checkout_session WHERE session_id = $1',
      [CheckoutSessionResponseSchema.parse(await home.json()).id],
    );
    expect(row!.shipping_address).toBe(formatAddress(await me()));
  });

  it('a payment page from before (the one line alone) still pays, and its order has no fields to show', async () => {
    const { product_id } = await product();
    const created = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: 'Av. Juárez 100, Chihuahua, Chihuahua, C.P. 31000',
      delivery: 'c',
    });
    expect(created.status).toBe(200);
    const session = CheckoutSessionResponseSchema.parse(await created.json());
    const [row] = await t.db.query<{ shipping_address: string; shipping_details: unknown }>(
      'SELECT shipping_address, shipping_details FROM checkout_session WHERE session_id = $1',
      [session.id],
    );
    expect(row).toEqual({
      shipping_address: 'Av. Juárez 100, Chihuahua, Chihuahua, C.P. 31000',
      shipping_details: null,
    });
    // Pickup ships to the shop, whatever fields were sent.
    const pickup = await createSession({
      products: [{ product_id, quantity: 1 }],
      shipping_address: '',
      shipping_details: typedAddress,
      delivery: 'b',
    });
    const pickupId = CheckoutSessionResponseSchema.parse(await pickup.json()).id;
    const [p] = await t.db.query<{ shipping_details: unknown }>(
      'SELECT shipping_details FROM checkout_session WHERE session_id = $1',
      [pickupId],
    );
    expect(p!.shipping_details).toBeNull();
  });
});
