/**
 * The owner's sizes: a product's sizes listed with their stock, the units open checkouts hold of
 * each and their version; a size added after the last; units of a size received or counted, a
 * count carrying the size's version and refused (409, the current values) when a sale of that size
 * moved it meanwhile; each change in the product's history naming its size. A product sold whole
 * given its first size is sold out until its sizes are counted. Departments name their size guide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeHistorySchema } from '../../contract/admin';
import {
  type AdminProduct,
  AdminProductDetailSchema,
  AdminProductListSchema,
  AdminProductSchema,
  ProductConflictSchema,
} from '../../contract/admin-products';
import { AdminDepartmentListSchema, AdminDepartmentSchema } from '../../contract/admin-shop';
import { LoginResponseSchema } from '../../contract/auth';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { ProductSchema } from '../../contract/product';
import { ADMIN_ERRORS } from '../../copy/admin';
import { DEMO_OWNER } from '../../server/db/seed';
import { fulfilSession } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the owner’s sizes on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 60);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());

  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin/products${path}`, { token: owner, body });
  const detail = async (id: number) => AdminProductDetailSchema.parse(await (await admin('GET', `/${id}`)).json());
  const storeProduct = async (id: number) =>
    ProductSchema.parse(await (await t.call('GET', `/api/product/single/${id}`)).json());
  /** Regular-priced garments with at least two sizes of at least 3 units, each test its own (newest first, skipping `skip`). */
  let taken = 0;
  const garment = async (): Promise<AdminProduct> => {
    const [row] = await t.db.query<{ product_id: number }>(
      `SELECT p.product_id FROM product p WHERE p.original_price_cents = 0 AND NOT p.hidden
         AND (SELECT count(*) FROM product_size s WHERE s.product_id = p.product_id AND s.stock >= 3) >= 2
       ORDER BY p.product_id DESC OFFSET $1 LIMIT 1`,
      [taken++],
    );
    return (await detail(row!.product_id)).product;
  };
  const soldWhole = async (): Promise<AdminProduct> => {
    const [row] = await t.db.query<{ product_id: number }>(
      `SELECT p.product_id FROM product p WHERE p.stock >= 2 AND NOT p.hidden
         AND NOT EXISTS (SELECT 1 FROM product_size s WHERE s.product_id = p.product_id)
       ORDER BY p.product_id DESC LIMIT 1`,
    );
    return (await detail(row!.product_id)).product;
  };
  const sizeRows = (id: number) =>
    t.db.query<{ size: string; position: number; stock: number; version: number }>(
      'SELECT size, position, stock, version FROM product_size WHERE product_id = $1 ORDER BY position',
      [id],
    );
  /** What a refused change must leave as it was. */
  const everything = async (id: number) => ({
    sizes: await sizeRows(id),
    product: await t.db.query('SELECT stock, version FROM product WHERE product_id = $1', [id]),
    history: await t.db.query('SELECT count(*)::int AS n FROM change_log WHERE subject = $1 AND subject_id = $2', [
      'product',
      id,
    ]),
  });
  /**
   * Customers taking turns at checkouts, so that none meets the limit of checkouts per customer (and
   * the sign-ups stay within the limit per address).
   */
  let shoppers = 0;
  const pool: Promise<{ id: number; token: string }>[] = [];
  const newShopper = () => {
    const n = shoppers++;
    pool[n % 4] ??= signUp(n % 4);
    return pool[n % 4]!;
  };
  const signUp = async (n: number) => {
    const body = {
      username: 'Dueña de Prueba',
      email: `tallas${n}@example.mx`,
      password: 'secreto123',
      confirmPassword: 'secreto123',
      phoneNumber: `61455507${String(n).padStart(2, '0')}`,
    };
    await t.signUp(body);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: body.phoneNumber, password: body.password },
    });
    const { token, userData } = LoginResponseSchema.parse(await login.json());
    return { id: userData.ecommerce_user_id, token };
  };
  const checkout = async (id: number, size: string, quantity: number, shopper?: { id: number; token: string }) => {
    const { id: userId, token } = shopper ?? (await newShopper());
    return t.call('POST', '/api/payment/create-checkout-session', {
      token,
      body: { products: [{ product_id: id, size, quantity }], userId, delivery: 'b', shipping_address: '' },
    });
  };
  const closeCheckouts = () => t.db.query(`UPDATE checkout_session SET status = 'cancelled' WHERE status = 'open'`);

  it('every size route answers only an admin', async () => {
    const p = await garment();
    for (const [path, body] of [
      ['sizes', { size: 'XXXL' }],
      ['size-stock', { mode: 'add', size: p.sizeStock[0]!.size, quantity: 1 }],
    ] as const) {
      expect((await t.call('POST', `/api/admin/products/${p.product_id}/${path}`, { body })).status).toBe(401);
      expect(
        (await t.call('POST', `/api/admin/products/${p.product_id}/${path}`, { token: t.demo.token, body })).status,
      ).toBe(403);
    }
  });

  it('lists a product’s sizes in order with their stock, held units and version, in the product and in the list', async () => {
    const p = await garment();
    const rows = await sizeRows(p.product_id);
    expect(p.sizeStock).toEqual(rows.map((r) => ({ size: r.size, stock: r.stock, held: 0, version: r.version })));
    expect(p.sizes).toEqual(rows.map((r) => ({ size: r.size, stock: r.stock })));
    const size = p.sizeStock.find((s) => s.stock >= 3)!;
    expect((await checkout(p.product_id, size.size, 2)).status).toBe(200);
    const after = (await detail(p.product_id)).product;
    const held = after.sizeStock.find((s) => s.size === size.size)!;
    expect(held).toMatchObject({ stock: size.stock - 2, held: 2 });
    expect(held.version).toBeGreaterThan(size.version);
    expect(after.held).toBe(2);
    expect(after.sizeStock.filter((s) => s.size !== size.size).every((s) => s.held === 0)).toBe(true);
    const list = AdminProductListSchema.parse(await (await admin('GET', `?q=${p.product_id}`)).json()).products.find(
      (x) => x.product_id === p.product_id,
    )!;
    expect(list.sizeStock).toEqual(after.sizeStock);
    await closeCheckouts();
  });

  it('adds a size after the last with no units; the store shows it and the history names it', async () => {
    // a department with no size chart takes any label (a ring's 'Unitalla')
    const p = await inChart('ring');
    await t.db.query('UPDATE department SET size_chart = NULL WHERE department_id = $1', [p.department_id]);
    const res = await admin('POST', `/${p.product_id}/sizes`, { size: '  Unitalla ' });
    await t.db.query(`UPDATE department SET size_chart = 'ring' WHERE department_id = $1`, [p.department_id]);
    expect(res.status).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved.sizeStock.at(-1)).toMatchObject({ size: 'Unitalla', stock: 0, held: 0 });
    expect(saved.sizeStock.slice(0, -1)).toEqual(p.sizeStock);
    expect(saved.stock).toBe(p.stock);
    const rows = await sizeRows(p.product_id);
    expect(rows.at(-1)!.position).toBeGreaterThan(rows.at(-2)!.position);
    expect((await storeProduct(p.product_id)).sizes.at(-1)).toEqual({ size: 'Unitalla', stock: 0 });
    const [line] = (await detail(p.product_id)).history;
    expect(line).toMatchObject({ action: 'sizeAdded', before: null, after: { size: 'Unitalla' } });
  });

  it('refuses a size the product has (capitals aside), an empty or too long one, changing nothing', async () => {
    const p = await garment();
    const first = p.sizeStock[0]!.size;
    const before = await everything(p.product_id);
    const taken = await admin('POST', `/${p.product_id}/sizes`, { size: ` ${first.toLowerCase()} ` });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ error: ADMIN_ERRORS.sizeTaken(first) });
    for (const [size, message] of [
      ['   ', 'Escribe la talla.'],
      ['X'.repeat(17), 'La talla admite como máximo 16 caracteres.'],
      [7, 'Escribe la talla.'],
      ['M\0', 'El texto contiene un carácter no permitido.'],
    ] as const) {
      const res = await admin('POST', `/${p.product_id}/sizes`, { size });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect((await admin('POST', '/999999/sizes', { size: 'M' })).status).toBe(404);
    expect(await everything(p.product_id)).toEqual(before);
  });

  it('a product sold whole given its first size is sold by size: sold out until its sizes are counted', async () => {
    const p = await soldWhole();
    const res = await admin('POST', `/${p.product_id}/sizes`, { size: 'M' });
    expect(res.status).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved).toMatchObject({ stock: 0, sizes: [{ size: 'M', stock: 0 }] });
    const [line] = (await detail(p.product_id)).history;
    expect(line).toMatchObject({ action: 'sizeAdded', before: { stock: p.stock }, after: { size: 'M', stock: 0 } });
    // its whole stock is now counted or received by size
    const whole = await admin('POST', `/${p.product_id}/stock`, { mode: 'add', quantity: 1 });
    expect(whole.status).toBe(409);
    const m = saved.sizeStock[0]!;
    const counted = await admin('POST', `/${p.product_id}/size-stock`, {
      mode: 'set',
      size: 'M',
      quantity: 2,
      version: m.version,
    });
    expect(AdminProductSchema.parse(await counted.json())).toMatchObject({
      stock: 2,
      sizes: [{ size: 'M', stock: 2 }],
    });
    expect((await storeProduct(p.product_id)).stock).toBe(2);
  });

  it('receives units of a size: that size and the total grow, the store shows it, the history says Talla', async () => {
    const p = await garment();
    const size = p.sizeStock[1]!;
    const res = await admin('POST', `/${p.product_id}/size-stock`, { mode: 'add', size: size.size, quantity: 4 });
    expect(res.status).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved.sizeStock[1]).toMatchObject({ size: size.size, stock: size.stock + 4 });
    expect(saved.stock).toBe(p.stock + 4);
    expect((await storeProduct(p.product_id)).sizes[1]).toEqual({ size: size.size, stock: size.stock + 4 });
    const [line] = ChangeHistorySchema.parse((await detail(p.product_id)).history);
    expect(line).toMatchObject({
      action: 'stockAdded',
      before: { size: size.size, stock: size.stock },
      after: { size: size.size, stock: size.stock + 4, received: 4 },
    });
  });

  it('counts a size: the shelf less what open checkouts hold of it; a sale of another size does not stale it', async () => {
    const p = await garment();
    const [a, b] = p.sizeStock.filter((s) => s.stock >= 3);
    expect((await checkout(p.product_id, a!.size, 1)).status).toBe(200);
    const read = (await detail(p.product_id)).product;
    // a unit of size b sold meanwhile moves the product on, not size a
    await t.db.query('UPDATE product_size SET stock = stock - 1 WHERE product_id = $1 AND size = $2', [
      p.product_id,
      b!.size,
    ]);
    const res = await admin('POST', `/${p.product_id}/size-stock`, {
      mode: 'set',
      size: a!.size,
      quantity: 6,
      version: read.sizeStock.find((s) => s.size === a!.size)!.version,
    });
    expect(res.status).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved.sizeStock.find((s) => s.size === a!.size)).toMatchObject({ stock: 5, held: 1 });
    const [line] = (await detail(p.product_id)).history;
    expect(line).toMatchObject({
      action: 'stockSet',
      before: { size: a!.size, stock: a!.stock - 1 },
      after: { size: a!.size, counted: 6, stock: 5 },
    });
    await closeCheckouts();
  });

  it('a stale count of a size is a 409 with the current values; a count below the held units, an unknown size and bad input change nothing', async () => {
    const p = await garment();
    const size = p.sizeStock.find((s) => s.stock >= 3)!;
    expect((await checkout(p.product_id, size.size, 2)).status).toBe(200);
    const before = await everything(p.product_id);
    const stale = await admin('POST', `/${p.product_id}/size-stock`, {
      mode: 'set',
      size: size.size,
      quantity: 9,
      version: size.version,
    });
    expect(stale.status).toBe(409);
    const conflict = ProductConflictSchema.parse(await stale.json());
    expect(conflict.error).toBe(ADMIN_ERRORS.productMovedOn);
    expect(conflict.current.sizeStock.find((s) => s.size === size.size)).toMatchObject({
      stock: size.stock - 2,
      held: 2,
    });
    const fresh = conflict.current.sizeStock.find((s) => s.size === size.size)!.version;
    const below = await admin('POST', `/${p.product_id}/size-stock`, {
      mode: 'set',
      size: size.size,
      quantity: 1,
      version: fresh,
    });
    expect(below.status).toBe(409);
    expect(await below.json()).toEqual({ error: ADMIN_ERRORS.countBelowHeld(1, 2) });
    const unknown = await admin('POST', `/${p.product_id}/size-stock`, { mode: 'add', size: 'XXXL', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: ADMIN_ERRORS.sizeMissing('XXXL') });
    for (const body of [
      { mode: 'add', size: size.size, quantity: 0 },
      { mode: 'add', size: size.size, quantity: 100_000 },
      { mode: 'set', size: size.size, quantity: -1, version: fresh },
      { mode: 'set', size: size.size, quantity: 3 },
      { mode: 'add', quantity: 3 },
      { mode: 'other', size: size.size, quantity: 3 },
    ])
      expect((await admin('POST', `/${p.product_id}/size-stock`, body)).status).toBe(400);
    expect(await everything(p.product_id)).toEqual(before);
    await closeCheckouts();
  });

  it('a delivery of a size racing a checkout of that size: both land, no unit lost or made up', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await garment();
      const size = p.sizeStock.find((s) => s.stock >= 3)!;
      const quantity = Math.min(size.stock, p.maxPerOrder);
      const shopper = await newShopper();
      const [bought, received] = await Promise.all([
        checkout(p.product_id, size.size, quantity, shopper),
        admin('POST', `/${p.product_id}/size-stock`, { mode: 'add', size: size.size, quantity: 3 }),
      ]);
      expect([bought.status, received.status]).toEqual([200, 200]);
      const row = (await sizeRows(p.product_id)).find((r) => r.size === size.size)!;
      expect(row.stock).toBe(size.stock - quantity + 3);
      const after = (await detail(p.product_id)).product;
      expect(after.stock).toBe(p.stock + 3 - quantity);
      expect(after.sizeStock.find((s) => s.size === size.size)!.held).toBe(quantity);
      await closeCheckouts();
    }
  });

  it('a count of a size racing a checkout of that size: the count is stale (409) or comes first; never both silently', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await garment();
      const size = p.sizeStock.find((s) => s.stock >= 3)!;
      const shopper = await newShopper();
      const [bought, counted] = await Promise.all([
        checkout(p.product_id, size.size, 1, shopper),
        admin('POST', `/${p.product_id}/size-stock`, {
          mode: 'set',
          size: size.size,
          quantity: 10,
          version: size.version,
        }),
      ]);
      expect(bought.status).toBe(200);
      const row = (await sizeRows(p.product_id)).find((r) => r.size === size.size)!;
      if (counted.status === 200) expect(row.stock).toBe(9);
      else {
        expect(counted.status).toBe(409);
        expect(row.stock).toBe(size.stock - 1);
      }
      await closeCheckouts();
    }
  });

  /** A product with sizes in a department of this size chart, not used by another test (`taken` ones skipped). */
  const takenIn = new Map<string, number>();
  const inChart = async (chart: string) => {
    const offset = takenIn.get(chart) ?? 0;
    takenIn.set(chart, offset + 1);
    const [row] = await t.db.query<{ product_id: number }>(
      `SELECT p.product_id FROM product p JOIN department d USING (department_id)
       WHERE d.size_chart = $1 AND NOT p.hidden AND p.original_price_cents = 0
         AND (SELECT count(*) FROM product_size s WHERE s.product_id = p.product_id AND s.stock >= 2) >= 2
       ORDER BY p.product_id OFFSET $2 LIMIT 1`,
      [chart, offset],
    );
    return (await detail(row!.product_id)).product;
  };
  const refused = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return ((await res.json()) as { error: string }).error;
  };

  it("a size is a clean label: 'M' with a zero-width space beside 'M' is refused, naming the field", async () => {
    const p = await inChart('letters');
    const before = await everything(p.product_id);
    const m = p.sizeStock.find((s) => /^[A-Z]+$/.test(s.size))!.size;
    for (const typed of [`${m}\u200B`, `\u2060${m.toLowerCase()}`, ` ${m}\u00AD `]) {
      expect(await refused(await admin('POST', `/${p.product_id}/sizes`, { size: typed }), 400)).toBe(
        ADMIN_ERRORS.sizeTaken(m),
      );
    }
    expect(await everything(p.product_id)).toEqual(before);
  });

  it("'m' on a waist department is refused; 'm' on a letter department becomes 'M'", async () => {
    const jeans = await inChart('waist');
    const before = await everything(jeans.product_id);
    expect(await refused(await admin('POST', `/${jeans.product_id}/sizes`, { size: 'm' }), 400)).toBe(
      ADMIN_ERRORS.sizeNotInChart('waist'),
    );
    expect(await refused(await admin('POST', `/${jeans.product_id}/sizes`, { size: '46' }), 400)).toBe(
      ADMIN_ERRORS.sizeNotInChart('waist'),
    );
    expect(await everything(jeans.product_id)).toEqual(before);
    const waist = ['24', '25', '42', '43', '44'].find((w) => !jeans.sizeStock.some((s) => s.size === w))!;
    expect((await admin('POST', `/${jeans.product_id}/sizes`, { size: `${waist}\u200B` })).status).toBe(200);
    expect((await detail(jeans.product_id)).product.sizeStock.at(-1)!.size).toBe(waist);

    const top = await inChart('letters');
    const letter = ['XXS', 'XXXL', 'XS', 'S', 'M', 'L'].find((l) => !top.sizeStock.some((s) => s.size === l))!;
    const res = await admin('POST', `/${top.product_id}/sizes`, { size: ` ${letter.toLowerCase()} ` });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(AdminProductSchema.parse(await res.json()).sizeStock.at(-1)!.size).toBe(letter);
    expect((await detail(top.product_id)).history[0]).toMatchObject({ action: 'sizeAdded', after: { size: letter } });
    expect(await refused(await admin('POST', `/${top.product_id}/sizes`, { size: '32' }), 400)).toBe(
      ADMIN_ERRORS.sizeNotInChart('letters'),
    );
  });

  it('renames a size: the history keeps both labels, and a cart line of the old label still checks out', async () => {
    const p = await inChart('letters');
    const from = p.sizeStock.find((s) => s.stock >= 2)!;
    const to = ['XXS', 'XXXL', 'XS', 'S', 'M', 'L', 'XL'].find((l) => !p.sizeStock.some((s) => s.size === l))!;
    const shopper = await newShopper();
    const res = await admin('POST', `/${p.product_id}/sizes/rename`, { size: from.size, to: to.toLowerCase() });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved.sizeStock.map((s) => s.size)).toEqual(p.sizeStock.map((s) => (s.size === from.size ? to : s.size)));
    expect(saved.sizeStock.find((s) => s.size === to)).toMatchObject({ stock: from.stock });
    expect((await detail(p.product_id)).history[0]).toMatchObject({
      action: 'sizeRenamed',
      before: { size: from.size },
      after: { size: to },
    });
    // the store's answer names the old label, so a cart kept in the browser finds its line
    const store = await storeProduct(p.product_id);
    expect(store.sizes.find((s) => s.size === to)).toMatchObject({ stock: from.stock, formerly: [from.size] });
    // a cart that still says the old label pays for the renamed size
    const paid = await checkout(p.product_id, from.size, 1, shopper);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await detail(p.product_id)).product.sizeStock.find((s) => s.size === to)).toMatchObject({ held: 1 });
    await closeCheckouts();
    // renaming onto another size of the product, or out of the chart, is refused
    const other = saved.sizeStock.find((s) => s.size !== to)!.size;
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/rename`, { size: to, to: other }), 400)).toBe(
      ADMIN_ERRORS.sizeTaken(other),
    );
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/rename`, { size: to, to: '32' }), 400)).toBe(
      ADMIN_ERRORS.sizeNotInChart('letters'),
    );
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/rename`, { size: 'Q', to: 'M' }), 404)).toBe(
      ADMIN_ERRORS.sizeMissing('Q'),
    );
  });

  it('removes a size with no units and no open orders; with units, held units or an open order it is a 409 saying why', async () => {
    const p = await inChart('letters');
    const [a, b] = p.sizeStock.filter((s) => s.stock >= 2);
    const before = await everything(p.product_id);
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/remove`, { size: a!.size }), 409)).toBe(
      ADMIN_ERRORS.sizeHasUnits(a!.size, a!.stock),
    );
    expect(await everything(p.product_id)).toEqual(before);
    // an open order of size b: counted to 0, still refused
    const shopper = await newShopper();
    const session = await checkout(p.product_id, b!.size, 1, shopper);
    expect(session.status).toBe(200);
    const held = (await detail(p.product_id)).product.sizeStock.find((s) => s.size === b!.size)!;
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/remove`, { size: b!.size }), 409)).toBe(
      ADMIN_ERRORS.sizeHasUnits(b!.size, held.stock),
    );
    const zero = async (size: string) => {
      const now = (await detail(p.product_id)).product.sizeStock.find((s) => s.size === size)!;
      return admin('POST', `/${p.product_id}/size-stock`, {
        mode: 'set',
        size,
        quantity: now.held,
        version: now.version,
      });
    };
    expect((await zero(b!.size)).status).toBe(200);
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/remove`, { size: b!.size }), 409)).toBe(
      ADMIN_ERRORS.sizeHeld(b!.size),
    );
    // the customer pays: an open order of size b
    const { id: sessionId } = CheckoutSessionResponseSchema.parse(await session.json());
    expect(await fulfilSession(t.db, sessionId, { id: 'pay_test_size_removed', last4: '4242' })).toMatchObject({
      ok: true,
    });
    const [bill] = await t.db.query<{ bill_id: number }>(
      'SELECT bill_id FROM bill_line WHERE product_id = $1 AND size = $2 ORDER BY bill_id DESC LIMIT 1',
      [p.product_id, b!.size],
    );
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/remove`, { size: b!.size }), 409)).toBe(
      ADMIN_ERRORS.sizeInOpenOrders(b!.size, [bill!.bill_id]),
    );
    // delivered, the order no longer holds the size back
    await t.db.query(`UPDATE bill SET shipping_status = 'entregado' WHERE bill_id = $1`, [bill!.bill_id]);
    const removed = await admin('POST', `/${p.product_id}/sizes/remove`, { size: b!.size });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(AdminProductSchema.parse(await removed.json()).sizeStock.map((s) => s.size)).not.toContain(b!.size);
    expect((await storeProduct(p.product_id)).sizes.map((s) => s.size)).not.toContain(b!.size);
    expect((await detail(p.product_id)).history[0]).toMatchObject({
      action: 'sizeRemoved',
      before: { size: b!.size },
      after: { size: b!.size },
    });
    expect(await refused(await admin('POST', `/${p.product_id}/sizes/remove`, { size: b!.size }), 404)).toBe(
      ADMIN_ERRORS.sizeMissing(b!.size),
    );
  });
});

describe.each(BACKENDS)('departments’ size guides on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
  });
  afterAll(() => t.close());
  const departments = async () =>
    AdminDepartmentListSchema.parse(await (await t.call('GET', '/api/admin/departments', { token: owner })).json());
  const save = (id: number, body: unknown) => t.call('PUT', `/api/admin/departments/${id}`, { token: owner, body });

  it('lists each department’s guide; the owner sets, changes and removes it, the store’s products following', async () => {
    const list = await departments();
    const d = list.find((x) => x.sizeChart !== null && x.products > 0)!;
    const [product] = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM product WHERE department_id = $1 AND NOT hidden LIMIT 1',
      [d.department_id],
    );
    const chartOf = async () =>
      ProductSchema.parse(await (await t.call('GET', `/api/product/single/${product!.product_id}`)).json()).sizeChart;
    expect(await chartOf()).toBe(d.sizeChart);
    const ring = await save(d.department_id, { name: d.name, group: d.group, sizeChart: 'ring' });
    expect(AdminDepartmentSchema.parse(await ring.json()).sizeChart).toBe('ring');
    expect(await chartOf()).toBe('ring');
    // a form without a guide (a client from before guides) leaves it
    await save(d.department_id, { name: d.name, group: d.group });
    expect((await departments()).find((x) => x.department_id === d.department_id)!.sizeChart).toBe('ring');
    const none = await save(d.department_id, { name: d.name, group: d.group, sizeChart: null });
    expect(AdminDepartmentSchema.parse(await none.json()).sizeChart).toBeNull();
    expect(await chartOf()).toBeNull();
    const history = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM change_log WHERE subject = 'department' AND subject_id = $1 ORDER BY change_id`,
      [d.department_id],
    );
    expect(history).toEqual([
      { action: 'edited', before: { sizeChart: d.sizeChart }, after: { sizeChart: 'ring' } },
      { action: 'edited', before: { sizeChart: 'ring' }, after: { sizeChart: null } },
    ]);
  });

  it('a new department may have a guide; an unknown guide is a Spanish 400 that changes nothing', async () => {
    const made = await t.call('POST', '/api/admin/departments', {
      token: owner,
      body: { name: 'Faldas largas', group: 'Ropa', sizeChart: 'us-dress' },
    });
    expect(made.status).toBe(201);
    expect(AdminDepartmentSchema.parse(await made.json()).sizeChart).toBe('us-dress');
    const before = await departments();
    const d = before[0]!;
    const bad = await save(d.department_id, { name: d.name, group: d.group, sizeChart: 'shoes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: ADMIN_ERRORS.sizeChartUnknown });
    expect(await departments()).toEqual(before);
  });
});
