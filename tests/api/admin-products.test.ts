/**
 * The back office's products: the owner lists, creates and edits products, hides them, and counts or
 * receives stock, while the store sells. An edit carries the version it started from and is
 * refused (409, with the current values) when a checkout or another admin moved the product on;
 * every change is in the history with who, when, before and after; the store shows the change.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeHistorySchema } from '../../contract/admin';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProduct,
  AdminProductDetailSchema,
  AdminProductListSchema,
  AdminProductSchema,
  ProductBulkPreviewSchema,
  ProductBulkResultSchema,
  ProductConflictSchema,
  type ProductCreate,
} from '../../contract/admin-products';
import { LoginResponseSchema } from '../../contract/auth';
import { CheckoutSessionResponseSchema } from '../../contract/checkout';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product-urls';
import { ADMIN_ERRORS, MONEY_INPUT } from '../../copy/admin';
import { API_ERRORS } from '../../copy/api';
import { DEMO_OWNER } from '../../server/db/seed';
import { imageFileName } from '../../server/images/paths';
import { expireSessions, fulfilSession } from '../../server/modules/checkout/sessions';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the owner’s products on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  const photo = 'u-test-photo.webp';
  beforeAll(async () => {
    t = await createTestApp(backend, 60);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    // an uploaded photo, as POST /api/admin/photos leaves it: each width in the images folder
    for (const width of PRODUCT_IMAGE_WIDTHS)
      writeFileSync(join(t.deps.imagesDir, imageFileName(photo, width)), 'webp');
  });
  afterAll(() => t.close());

  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin/products${path}`, { token: owner, body });
  const newProduct = (over: Partial<ProductCreate> = {}): ProductCreate => ({
    name: 'Chamarra de mezclilla Levi’s',
    description: 'Nueva, con etiqueta.',
    brand: 'Levi’s',
    department_id: 1,
    price: 899,
    originalPrice: 0,
    stock: 4,
    maxPerOrder: 2,
    isNew: true,
    hidden: false,
    image: photo,
    ...over,
  });
  const create = async (over: Partial<ProductCreate> = {}) => {
    const res = await admin('POST', '', newProduct(over));
    expect(res.status, await res.clone().text()).toBe(201);
    return AdminProductSchema.parse(await res.json());
  };
  const detail = async (id: number) => AdminProductDetailSchema.parse(await (await admin('GET', `/${id}`)).json());
  const formOf = (p: AdminProduct) => ({
    name: p.name,
    description: p.description,
    brand: p.brand,
    department_id: p.department_id,
    price: p.price,
    originalPrice: p.originalPrice,
    maxPerOrder: p.maxPerOrder,
    isNew: p.isNew,
    hidden: p.hidden,
    image: p.image,
    version: p.version,
  });
  const productCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product'))[0]!.n;

  it('every route answers only an admin: none is a 401, a customer a 403, in Spanish', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products', newProduct()],
      ['GET', '/api/admin/products/1'],
      ['PUT', '/api/admin/products/1', { ...newProduct(), version: 1 }],
      ['POST', '/api/admin/products/1/stock', { mode: 'add', quantity: 1 }],
      ['POST', '/api/admin/products/bulk', { ids: [1], action: 'hide' }],
    ];
    const before = await productCount();
    for (const [method, path, body] of routes) {
      const none = await t.call(method, path, { body });
      expect(none.status, `${method} ${path}`).toBe(401);
      const customer = await t.call(method, path, { body, token: t.demo.token });
      expect(customer.status, `${method} ${path}`).toBe(403);
      expect(await customer.json()).toEqual({ error: API_ERRORS.notAdmin });
    }
    expect(await productCount()).toBe(before);
    const [stock] = await t.db.query<{ stock: number; version: number }>(
      'SELECT stock, version FROM product WHERE product_id = 1',
    );
    expect((await admin('GET', '/1')).status).toBe(200);
    expect((await t.db.query('SELECT stock, version FROM product WHERE product_id = 1'))[0]).toEqual(stock);
  });

  it('creates a product that the store then sells and finds without accents', async () => {
    const made = await create({ name: 'Blusa Ñandú de algodón' });
    expect(made).toMatchObject({
      name: 'Blusa Ñandú de algodón',
      price: 899,
      stock: 4,
      maxPerOrder: 2,
      type: 'regular',
      hidden: false,
    });
    const single = await t.call('GET', `/api/product/single/${made.product_id}`);
    expect(single.status).toBe(200);
    const found = await (await t.call('GET', '/api/product/list?name=nandu%20de%20algodon')).json();
    expect(found.products.map((p: { product_id: number }) => p.product_id)).toContain(made.product_id);
    const { history } = await detail(made.product_id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'created',
      by: { name: expect.any(String), phone_number: '+526147654321' },
      before: null,
    });
    expect(history[0]!.after).toMatchObject({ name: 'Blusa Ñandú de algodón', price: 899, stock: 4 });
    // an uploaded photo has no drawing recipe: the start-up drawer leaves it alone
    expect((await t.db.query('SELECT kind FROM product WHERE product_id = $1', [made.product_id]))[0]).toEqual({
      kind: null,
    });
  });

  it('refuses bad input with a Spanish 400 and writes nothing', async () => {
    const before = await productCount();
    const cases: [Partial<ProductCreate> | Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'El nombre debe tener al menos 2 caracteres.'],
      [{ price: 0 }, 'El precio debe ser mayor que cero.'],
      [{ price: 10.555 }, 'El precio admite como máximo dos decimales.'],
      [
        { price: 500, originalPrice: 400 },
        'El precio original debe ser mayor que el precio, o 0 si el producto no está rebajado.',
      ],
      [{ stock: -1 }, 'Las existencias deben ser al menos 0.'],
      [{ maxPerOrder: 0 }, 'El máximo por pedido debe ser al menos 1.'],
      [{ department_id: 999 }, ADMIN_ERRORS.departmentMissing],
      [{ image: '../etc/passwd' }, 'El nombre de la foto no es válido: súbela de nuevo.'],
      [{ image: 'u-never-uploaded.webp' }, ADMIN_ERRORS.photoMissing],
      [{ name: 'a\0b' }, 'El texto contiene un carácter no permitido.'],
    ];
    for (const [over, error] of cases) {
      const res = await admin('POST', '', newProduct(over as Partial<ProductCreate>));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect((await admin('POST', '', '{not json')).status).toBe(400);
    expect(await productCount()).toBe(before);
    expect(
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM change_log WHERE action = 'created'"))[0]!.n,
    ).toBe(1);
  });

  it('takes a price as the owner types it (1,299 or $1,299.50) and keeps it in centavos', async () => {
    const made = await create({ price: '1,299' as unknown as number, originalPrice: '$1,599.50' as unknown as number });
    expect(made).toMatchObject({ price: 1299, originalPrice: 1599.5 });
    const [row] = await t.db.query<{ price_cents: number; original_price_cents: number }>(
      'SELECT price_cents, original_price_cents FROM product WHERE product_id = $1',
      [made.product_id],
    );
    expect(row).toEqual({ price_cents: 129_900, original_price_cents: 159_950 });
    const edited = await admin('PUT', `/${made.product_id}`, { ...formOf(made), price: '1,099.90' });
    expect(AdminProductSchema.parse(await edited.json()).price).toBe(1099.9);
    for (const [price, error] of [
      ['1,299.505', MONEY_INPUT.decimalsTyped('El precio')],
      ['12a', MONEY_INPUT.characters('El precio', 'a')],
      ['12,5', MONEY_INPUT.comma('El precio')],
    ] as const) {
      const res = await admin('PUT', `/${made.product_id}`, { ...formOf(made), version: made.version + 1, price });
      expect(res.status, price).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect((await detail(made.product_id)).product.price).toBe(1099.9);
  });

  it('a markdown puts the product on sale in the store, and the history keeps the old price', async () => {
    const made = await create();
    const res = await admin('PUT', `/${made.product_id}`, { ...formOf(made), price: 599, originalPrice: 899 });
    expect(res.status).toBe(200);
    const saved = AdminProductSchema.parse(await res.json());
    expect(saved.version).toBeGreaterThan(made.version);
    const store = await (await t.call('GET', `/api/product/single/${made.product_id}`)).json();
    expect(store).toMatchObject({ price: 599, originalPrice: 899, type: 'sale' });
    const { history } = await detail(made.product_id);
    expect(history[0]).toMatchObject({
      action: 'edited',
      before: { price: 899, originalPrice: 0 },
      after: { price: 599, originalPrice: 899 },
    });
  });

  it('a save from an older version is a 409 with the current values, and changes nothing', async () => {
    const made = await create();
    const first = await admin('PUT', `/${made.product_id}`, { ...formOf(made), name: 'Primera versión' });
    expect(first.status).toBe(200);
    const stale = await admin('PUT', `/${made.product_id}`, { ...formOf(made), name: 'Segunda, sin ver la primera' });
    expect(stale.status).toBe(409);
    const conflict = ProductConflictSchema.parse(await stale.json());
    expect(conflict.error).toBe(ADMIN_ERRORS.productMovedOn);
    expect(conflict.current.name).toBe('Primera versión');
    expect((await detail(made.product_id)).product.name).toBe('Primera versión');
  });

  it('two admins saving the same version at once: one is saved, the other refused', async () => {
    const made = await create();
    const results = await Promise.all(
      ['Uno', 'Dos'].map((name) => admin('PUT', `/${made.product_id}`, { ...formOf(made), name })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail(made.product_id)).history.filter((h) => h.action === 'edited')).toHaveLength(1);
  });

  it('a checkout that reserved stock meanwhile makes a stock count stale (409); a delivery received still adds', async () => {
    const made = await create({ stock: 5 });
    const checkout = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: made.product_id, quantity: 2 }],
        userId: t.demo.id,
        delivery: 'b',
        shipping_address: '',
      },
    });
    expect(checkout.status).toBe(200);
    const stale = await admin('POST', `/${made.product_id}/stock`, {
      mode: 'set',
      quantity: 10,
      version: made.version,
    });
    expect(stale.status).toBe(409);
    expect(ProductConflictSchema.parse(await stale.json()).current.stock).toBe(3);
    const added = await admin('POST', `/${made.product_id}/stock`, { mode: 'add', quantity: 6 });
    expect(AdminProductSchema.parse(await added.json()).stock).toBe(9);
    const current = (await detail(made.product_id)).product;
    // the count is what is on the shelf, the 2 units the checkout holds included: the store offers 5
    const set = await admin('POST', `/${made.product_id}/stock`, {
      mode: 'set',
      quantity: 7,
      version: current.version,
    });
    expect(AdminProductSchema.parse(await set.json())).toMatchObject({ stock: 5, held: 2 });
    const { history } = await detail(made.product_id);
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'stockSet', before: { stock: 9 }, after: { counted: 7, stock: 5 } },
      { action: 'stockAdded', before: { stock: 3 }, after: { stock: 9, received: 6 } },
    ]);
    for (const bad of [
      { mode: 'add', quantity: 0 },
      { mode: 'set', quantity: -2, version: 1 },
      { mode: 'count', quantity: 2 },
      { mode: 'add', quantity: 1.5 },
    ]) {
      const res = await admin('POST', `/${made.product_id}/stock`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json()).error).toMatch(/[áéíóúñ]|existencias|piezas/);
    }
    expect((await detail(made.product_id)).product.stock).toBe(5);
    await t.call('DELETE', '/api/payment/checkout-session', { token: t.demo.token });
  });

  /** The demo customer opens a checkout for `quantity` units; returns its session id. */
  const hold = async (productId: number, quantity: number) => {
    const res = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: { products: [{ product_id: productId, quantity }], userId: t.demo.id, delivery: 'b', shipping_address: '' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return CheckoutSessionResponseSchema.parse(await res.json()).id;
  };
  const offered = async (id: number) =>
    ((await (await t.call('GET', `/api/product/single/${id}`)).json()) as { stock: number }).stock;
  const countShelf = async (id: number, quantity: number) => {
    const { product } = await detail(id);
    const res = await admin('POST', `/${id}/stock`, { mode: 'set', quantity, version: product.version });
    expect(res.status, await res.clone().text()).toBe(200);
    return AdminProductSchema.parse(await res.json());
  };

  it('a count is the shelf, held units included: the store offers the count less what open checkouts hold', async () => {
    // 14 on the shelf, a checkout holds 3, the owner counts 14: the store offers 11, and the owner sees the 3 held
    const paidOne = await create({ stock: 14, maxPerOrder: 5 });
    const paidSession = await hold(paidOne.product_id, 3);
    expect((await detail(paidOne.product_id)).product).toMatchObject({ stock: 11, held: 3 });
    expect(await countShelf(paidOne.product_id, 14)).toMatchObject({ stock: 11, held: 3 });
    expect(await offered(paidOne.product_id)).toBe(11);
    const listed = AdminProductListSchema.parse(await (await admin('GET', `?q=${paidOne.product_id}`)).json());
    expect(listed.products.find((p) => p.product_id === paidOne.product_id)).toMatchObject({ stock: 11, held: 3 });
    // the customer pays: 11 are left on the shelf and offered
    expect(await fulfilSession(t.db, paidSession, { id: 'pay_test_held', last4: '4242' })).toMatchObject({ ok: true });
    expect(await offered(paidOne.product_id)).toBe(11);
    expect((await detail(paidOne.product_id)).product).toMatchObject({ stock: 11, held: 0 });

    // the same count, and the session expires instead: all 14 are offered again
    const expiring = await create({ stock: 14, maxPerOrder: 5 });
    const expiringSession = await hold(expiring.product_id, 3);
    expect(await countShelf(expiring.product_id, 14)).toMatchObject({ stock: 11, held: 3 });
    await t.db.query(`UPDATE checkout_session SET expires_at = now() - interval '1 minute' WHERE session_id = $1`, [
      expiringSession,
    ]);
    expect(await expireSessions(t.db, t.deps.publicUrl)).toBe(1);
    expect(await offered(expiring.product_id)).toBe(14);
    expect((await detail(expiring.product_id)).product).toMatchObject({ stock: 14, held: 0 });
  });

  it('a count below what open checkouts hold is refused: those units are on the shelf until paid or released', async () => {
    const made = await create({ stock: 6, maxPerOrder: 5 });
    await hold(made.product_id, 4);
    const { product } = await detail(made.product_id);
    const res = await admin('POST', `/${made.product_id}/stock`, {
      mode: 'set',
      quantity: 3,
      version: product.version,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(ADMIN_ERRORS.countBelowHeld(3, 4));
    expect((await detail(made.product_id)).product).toMatchObject({ stock: 2, held: 4, version: product.version });
    expect(await countShelf(made.product_id, 4)).toMatchObject({ stock: 0, held: 4 });
  });

  it('a hidden product leaves the store (page, lists, search, carts, checkout) and stays in the owner’s list', async () => {
    const made = await create({ name: 'Collar escondido de plata' });
    const res = await admin('PUT', `/${made.product_id}`, { ...formOf(made), hidden: true });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/product/single/${made.product_id}`)).status).toBe(404);
    const search = await (await t.call('GET', '/api/product/list?name=collar%20escondido&withoutStock=true')).json();
    expect(search.products).toEqual([]);
    expect(await (await t.call('GET', `/api/product/cart?productIds=${made.product_id}`)).json()).toEqual([]);
    const checkout = await t.call('POST', '/api/payment/create-checkout-session', {
      token: t.demo.token,
      body: {
        products: [{ product_id: made.product_id, quantity: 1 }],
        userId: t.demo.id,
        delivery: 'b',
        shipping_address: '',
      },
    });
    expect(checkout.status).toBe(400);
    expect((await checkout.json()).error).toContain('ya no están a la venta');
    const hidden = AdminProductListSchema.parse(await (await admin('GET', '?hidden=true')).json());
    expect(hidden.products.map((p) => p.product_id)).toEqual([made.product_id]);
    expect((await t.call('GET', '/sitemap.xml').then((r) => r.text())).includes(`/product/${made.product_id}<`)).toBe(
      false,
    );
  });

  it('lists with the store’s search and filters, newest first, in pages', async () => {
    const all = AdminProductListSchema.parse(await (await admin('GET', '')).json());
    expect(all.total).toBe(await productCount());
    expect(all.products).toHaveLength(ADMIN_PRODUCT_PAGE_SIZE);
    expect(all.totalPages).toBe(Math.ceil(all.total / ADMIN_PRODUCT_PAGE_SIZE));
    const ids = all.products.map((p) => p.product_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = AdminProductListSchema.parse(await (await admin('GET', '?page=2')).json());
    expect(page2.products[0]!.product_id).toBeLessThan(ids.at(-1)!);

    await t.db.query('UPDATE product SET stock = 0 WHERE product_id = 2');
    await t.db.query('UPDATE product SET stock = 2 WHERE product_id = 3');
    const expectEvery = async (query: string, rule: (p: AdminProduct) => boolean, mustHave?: number) => {
      const list = AdminProductListSchema.parse(await (await admin('GET', `?${query}`)).json());
      expect(list.products.length, query).toBeGreaterThan(0);
      expect(list.products.every(rule), query).toBe(true);
      if (mustHave)
        expect(
          list.products.map((p) => p.product_id),
          query,
        ).toContain(mustHave);
      return list;
    };
    await expectEvery('stock=soldOut', (p) => p.stock === 0, 2);
    await expectEvery('stock=low', (p) => p.stock >= 1 && p.stock <= 3, 3);
    await expectEvery('stock=inStock', (p) => p.stock > 0);
    await expectEvery('onSale=true', (p) => p.type === 'sale');
    await expectEvery('onSale=false', (p) => p.type === 'regular');
    await expectEvery('hidden=false', (p) => !p.hidden);
    await expectEvery('department_id=2', (p) => p.department_id === 2);
    await expectEvery('q=nandu', (p) => p.name.includes('Ñandú'));
    await expectEvery('q=3', () => true, 3); // a number finds the product of that id
    // sorted by a column of the owner's table, either way
    const byPrice = AdminProductListSchema.parse(await (await admin('GET', '?sort=-price')).json()).products.map(
      (p) => p.price,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byStock = AdminProductListSchema.parse(await (await admin('GET', '?sort=stock&page=1')).json()).products.map(
      (p) => p.stock,
    );
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    const byName = AdminProductListSchema.parse(await (await admin('GET', '?sort=name')).json()).products.map((p) =>
      p.name.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const bad of [
      'stock=some',
      'onSale=maybe',
      'page=0',
      'department_id=x',
      'department_id=0',
      'sort=price;drop',
      'sort=-',
    ]) {
      const res = await admin('GET', `?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('an unknown product is a Spanish 404, a bad id a 400', async () => {
    expect(await (await admin('GET', '/999999')).json()).toEqual({ error: ADMIN_ERRORS.productMissing });
    expect((await admin('PUT', '/999999', { ...newProduct(), version: 1 })).status).toBe(404);
    expect((await admin('POST', '/999999/stock', { mode: 'add', quantity: 1 })).status).toBe(404);
    expect((await admin('GET', '/abc')).status).toBe(400);
    ChangeHistorySchema.parse([]);
  });

  describe('bulk actions on the chosen products', () => {
    const bulk = async (body: unknown) => {
      const res = await admin('POST', '/bulk', body);
      expect(res.status, await res.clone().text()).toBe(200);
      return ProductBulkResultSchema.parse(await res.json()).changed;
    };
    const catalogueVersion = async () =>
      (await t.db.query<{ version: number }>('SELECT version::int AS version FROM catalogue_state WHERE id = 1'))[0]!
        .version;

    it('hides and shows them, the store following at once, each product with its history line', async () => {
      const [a, b] = [await create({ name: 'Falda de lote uno' }), await create({ name: 'Falda de lote dos' })];
      const version = await catalogueVersion();
      expect(await bulk({ ids: [a.product_id, b.product_id], action: 'hide' })).toBe(2);
      expect(await catalogueVersion()).toBeGreaterThan(version);
      for (const p of [a, b]) {
        expect((await t.call('GET', `/api/product/single/${p.product_id}`)).status).toBe(404);
        const { product, history } = await detail(p.product_id);
        expect(product.hidden).toBe(true);
        expect(history[0]).toMatchObject({
          action: 'hidden',
          by: { phone_number: '+526147654321' },
          before: { hidden: false },
          after: { hidden: true },
        });
      }
      // hiding again changes nothing and writes no history
      expect(await bulk({ ids: [a.product_id], action: 'hide' })).toBe(0);
      expect((await detail(a.product_id)).history.filter((h) => h.action === 'hidden')).toHaveLength(1);
      expect(await bulk({ ids: [a.product_id, b.product_id], action: 'show' })).toBe(2);
      expect((await t.call('GET', `/api/product/single/${a.product_id}`)).status).toBe(200);
      expect((await detail(b.product_id)).history[0]).toMatchObject({
        action: 'shown',
        before: { hidden: true },
        after: { hidden: false },
      });
    });

    it('moves them to a department, where the store lists and searches them', async () => {
      const made = await create({ name: 'Bolso de lote', department_id: 1 });
      const [target] = await t.db.query<{ department_id: number; name: string }>(
        'SELECT department_id, name FROM department WHERE department_id <> 1 ORDER BY department_id LIMIT 1',
      );
      expect(await bulk({ ids: [made.product_id], action: 'move', departmentId: target!.department_id })).toBe(1);
      const list = await (
        await t.call('GET', `/api/product/list?department_id=${target!.department_id}&name=bolso%20de%20lote`)
      ).json();
      expect(list.products.map((p: { product_id: number }) => p.product_id)).toEqual([made.product_id]);
      // the search text follows the department: its name now finds the product
      const [{ search_text }] = (await t.db.query<{ search_text: string }>(
        'SELECT search_text FROM product WHERE product_id = $1',
        [made.product_id],
      )) as [{ search_text: string }];
      expect(search_text).toContain(target!.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
      expect((await detail(made.product_id)).history[0]).toMatchObject({
        action: 'departmentChanged',
        before: { department_id: 1 },
        after: { department_id: target!.department_id },
      });
      // the history names both departments, for the owner to read
      const [first] = await t.db.query<{ name: string }>('SELECT name FROM department WHERE department_id = 1');
      expect((await detail(made.product_id)).history[0]!.departmentNames).toEqual({
        '1': first!.name,
        [target!.department_id]: target!.name,
      });
    });

    it('marks them down by a percentage, keeping the original price, rounded to whole pesos', async () => {
      const regular = await create({ name: 'Blusa rebaja uno', price: 899.99 });
      const onSale = await create({ name: 'Blusa rebaja dos', price: 500, originalPrice: 800 });
      expect(await bulk({ ids: [regular.product_id, onSale.product_id], action: 'markdown', percent: 20 })).toBe(2);
      const store = await (await t.call('GET', `/api/product/single/${regular.product_id}`)).json();
      // 899.99 × 0.8 = 719.992, whole pesos by default
      expect(store).toMatchObject({ price: 720, originalPrice: 899.99, type: 'sale' });
      // 20 % off its original price, not off its reduced one
      expect((await detail(onSale.product_id)).product).toMatchObject({ price: 640, originalPrice: 800 });
      expect((await detail(regular.product_id)).history[0]).toMatchObject({
        action: 'markedDown',
        before: { price: 899.99, originalPrice: 0 },
        after: { price: 720, originalPrice: 899.99, percent: 20 },
      });
    });

    it('repeated 90 % mark-downs stay at 10 % of the original price', async () => {
      const made = await create({ name: 'Abrigo de seis rebajas', price: 2119 });
      // the first changes the price; the next five find it already at −90 % of its original
      for (let i = 0; i < 6; i++)
        expect(await bulk({ ids: [made.product_id], action: 'markdown', percent: 90 })).toBe(i === 0 ? 1 : 0);
      // $2,119.00 × 10 % = $211.90, whole pesos
      expect((await detail(made.product_id)).product).toMatchObject({ price: 212, originalPrice: 2119 });
    });

    it('−20 % on a piece already reduced is 20 % off its original price, and changes nothing twice', async () => {
      const made = await create({ name: 'Saco ya rebajado', price: 1600, originalPrice: 2000 });
      const version = await catalogueVersion();
      // already at −20 % of its original: nothing to change, no history line
      expect(await bulk({ ids: [made.product_id], action: 'markdown', percent: 20 })).toBe(0);
      expect(await bulk({ ids: [made.product_id], action: 'markdown', percent: 30 })).toBe(1);
      expect(await catalogueVersion()).toBeGreaterThan(version);
      const store = await (await t.call('GET', `/api/product/single/${made.product_id}`)).json();
      expect(store).toMatchObject({ price: 1400, originalPrice: 2000, type: 'sale' });
      expect(await bulk({ ids: [made.product_id], action: 'markdown', percent: 20 })).toBe(1);
      expect((await detail(made.product_id)).product).toMatchObject({ price: 1600, originalPrice: 2000 });
    });

    it('rounds the new prices as the owner chose in Ajustes: whole pesos, .50 or .99', async () => {
      const made = await create({ name: 'Chaleco redondeado', price: 2119 });
      const settings = (body: unknown) => t.call('PUT', '/api/admin/settings', { token: owner, body });
      try {
        for (const [rounding, price] of [
          ['whole', 1695],
          ['fifty', 1695.5],
          ['ninetyNine', 1694.99],
        ] as const) {
          expect((await settings({ shipping_delivery_price: 149, markdown_rounding: rounding })).status).toBe(200);
          await bulk({ ids: [made.product_id], action: 'markdown', percent: 20 });
          expect((await detail(made.product_id)).product, rounding).toMatchObject({ price, originalPrice: 2119 });
        }
        const bad = await settings({ shipping_delivery_price: 149, markdown_rounding: 'cents' });
        expect(bad.status).toBe(400);
        expect((await bad.json()).error).toMatch(/redondeo/i);
      } finally {
        await settings({ shipping_delivery_price: 149, markdown_rounding: 'whole' });
      }
    });

    it("'Quitar rebaja' gives the original price back, one product or many, each in its history", async () => {
      const a = await create({ name: 'Pantalón rebajado uno', price: 1000 });
      const b = await create({ name: 'Pantalón rebajado dos', price: 1500, originalPrice: 2000 });
      const plain = await create({ name: 'Pantalón sin rebaja', price: 700 });
      await bulk({ ids: [a.product_id], action: 'markdown', percent: 25 });
      const version = await catalogueVersion();
      // one product
      expect(await bulk({ ids: [a.product_id], action: 'restorePrice' })).toBe(1);
      expect(await catalogueVersion()).toBeGreaterThan(version);
      const store = await (await t.call('GET', `/api/product/single/${a.product_id}`)).json();
      expect(store).toMatchObject({ price: 1000, originalPrice: 0 });
      expect((await detail(a.product_id)).history[0]).toMatchObject({
        action: 'markdownRemoved',
        before: { price: 750, originalPrice: 1000 },
        after: { price: 1000, originalPrice: 0 },
      });
      // many: the one not on sale is left as it is
      expect(await bulk({ ids: [b.product_id, plain.product_id], action: 'restorePrice' })).toBe(1);
      expect((await detail(b.product_id)).product).toMatchObject({ price: 2000, originalPrice: 0 });
      expect((await detail(plain.product_id)).history.some((h) => h.action === 'markdownRemoved')).toBe(false);
    });

    it('previews the new prices before applying, changing nothing', async () => {
      const a = await create({ name: 'Vestido para vista previa', price: 2119 });
      const b = await create({ name: 'Falda para vista previa', price: 900, originalPrice: 1200 });
      const version = await catalogueVersion();
      const res = await admin('POST', '/bulk/preview', {
        ids: [b.product_id, a.product_id],
        action: 'markdown',
        percent: 20,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(ProductBulkPreviewSchema.parse(await res.json())).toEqual({
        prices: [
          { product_id: a.product_id, name: 'Vestido para vista previa', price: 2119, newPrice: 1695 },
          { product_id: b.product_id, name: 'Falda para vista previa', price: 900, newPrice: 960 },
        ],
      });
      const restore = await admin('POST', '/bulk/preview', { ids: [b.product_id], action: 'restorePrice' });
      expect(await restore.json()).toEqual({
        prices: [{ product_id: b.product_id, name: 'Falda para vista previa', price: 900, newPrice: 1200 }],
      });
      expect(await catalogueVersion()).toBe(version);
      expect((await detail(a.product_id)).product).toMatchObject({ price: 2119, originalPrice: 0 });
      const hide = await admin('POST', '/bulk/preview', { ids: [a.product_id], action: 'hide' });
      expect(hide.status).toBe(400);
      expect((await hide.json()).error).toBe(ADMIN_ERRORS.previewPricesOnly);
    });

    it('refuses bad input with a Spanish 400 and changes nothing', async () => {
      const made = await create({ name: 'Vestido que no cambia' });
      const logBefore = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM change_log'))[0]!.n;
      const ids = [made.product_id];
      const cases: [unknown, string][] = [
        [{ ids, action: 'delete' }, "La acción debe ser 'hide', 'show', 'move', 'markdown' o 'restorePrice'."],
        [{ ids: [], action: 'hide' }, 'Elige al menos un producto.'],
        [{ action: 'hide' }, 'Elige los productos a cambiar.'],
        [
          { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'hide' },
          'Se pueden cambiar como máximo 100 productos a la vez.',
        ],
        [{ ids: ['1'], action: 'hide' }, 'Cada producto se nombra por su número.'],
        [{ ids, action: 'markdown' }, 'Escribe el porcentaje de la rebaja.'],
        [{ ids, action: 'markdown', percent: 0 }, 'La rebaja debe ser de al menos 1 %.'],
        [{ ids, action: 'markdown', percent: 91 }, 'La rebaja puede ser como máximo de 90 %.'],
        [{ ids, action: 'markdown', percent: 12.5 }, 'El porcentaje de la rebaja debe ser un número entero.'],
        [{ ids, action: 'move' }, 'Elige el departamento al que se mueven.'],
        [{ ids, action: 'move', departmentId: 999 }, ADMIN_ERRORS.departmentMissing],
        [{ ids: [made.product_id, 999998, 999999], action: 'hide' }, ADMIN_ERRORS.productsMissing([999998, 999999])],
      ];
      for (const [body, error] of cases) {
        const res = await admin('POST', '/bulk', body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(await res.json()).toEqual({ error });
      }
      expect((await detail(made.product_id)).product).toMatchObject({
        hidden: false,
        price: made.price,
        department_id: made.department_id,
      });
      expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM change_log'))[0]!.n).toBe(logBefore);
    });
  });
});
