/**
 * A product's photos in the back office: the owner creates a product with several photos, reorders
 * them, removes one and chooses the first, each save through the version rule and in the history;
 * the store's answer follows, the first photo always being the product's image. At most 8 photos,
 * none twice, each one the store has: else a Spanish 400.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminProduct, AdminProductDetailSchema, AdminProductSchema } from '../../contract/admin-products';
import { LoginResponseSchema } from '../../contract/auth';
import { ProductSchema } from '../../contract/product';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product-urls';
import { ADMIN_ERRORS } from '../../copy/admin';
import { DEMO_OWNER } from '../../server/db/seed';
import { imageFileName } from '../../server/images/paths';
import { BACKENDS, createTestApp, type TestApp } from '../support/test-app';

describe.each(BACKENDS)('the owner’s product photos on %s', (backend) => {
  let t: TestApp;
  let owner: string;
  const photos = Array.from({ length: 9 }, (_, i) => `u-gallery-${i + 1}.webp`);
  beforeAll(async () => {
    t = await createTestApp(backend, 20);
    const login = await t.call('POST', '/api/auth/login_ecommerce', {
      body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
    });
    owner = LoginResponseSchema.parse(await login.json()).token;
    // uploaded photos, as POST /api/admin/photos leaves them: each width in the images folder
    for (const photo of photos)
      for (const width of PRODUCT_IMAGE_WIDTHS)
        writeFileSync(join(t.deps.imagesDir, imageFileName(photo, width)), 'webp');
  });
  afterAll(() => t.close());

  const admin = (method: string, path: string, body?: unknown) =>
    t.call(method, `/api/admin/products${path}`, { token: owner, body });
  const form = (list: readonly string[], alts: readonly string[] = []) => ({
    name: 'Vestido de lino Banana Republic',
    description: null,
    brand: 'Banana Republic',
    department_id: 1,
    price: 899,
    originalPrice: 0,
    maxPerOrder: 2,
    isNew: false,
    hidden: false,
    image: list[0]!,
    photos: list.map((image, i) => ({ image, alt: alts[i] ?? '' })),
  });
  const store = async (id: number) =>
    ProductSchema.parse(await (await t.call('GET', `/api/product/single/${id}`)).json());
  const edit = async (p: AdminProduct, body: unknown) => admin('PUT', `/${p.product_id}`, body);
  const refusal = async (res: Response) => ({
    status: res.status,
    error: ((await res.json()) as { error: string }).error,
  });

  it('creates a product with several photos, in order, the first its image, an empty description its name', async () => {
    const res = await admin('POST', '', { ...form(photos.slice(0, 3), ['', 'Vestido — vista de detalle']), stock: 3 });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = AdminProductSchema.parse(await res.json());
    expect(created.photos).toEqual([
      { image: photos[0], alt: 'Vestido de lino Banana Republic' },
      { image: photos[1], alt: 'Vestido — vista de detalle' },
      { image: photos[2], alt: 'Vestido de lino Banana Republic' },
    ]);
    const shown = await store(created.product_id);
    expect(shown.image).toBe(photos[0]);
    expect(shown.photos).toEqual(created.photos);
  });

  it('reorders, removes one and chooses the first through the version rule, each save in the history', async () => {
    const created = AdminProductSchema.parse(
      await (await admin('POST', '', { ...form(photos.slice(0, 3)), stock: 3 })).json(),
    );
    // 'Bajar' the first, then remove the last: [2, 1]; the new first is the product's image.
    const saved = await edit(created, { ...form([photos[1]!, photos[0]!]), version: created.version });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = AdminProductSchema.parse(await saved.json());
    expect(after.photos.map((p) => p.image)).toEqual([photos[1], photos[0]]);
    expect(after.image).toBe(photos[1]);
    const shown = await store(created.product_id);
    expect(shown.image).toBe(photos[1]);
    expect(shown.photos.map((p) => p.image)).toEqual([photos[1], photos[0]]);
    const { history } = AdminProductDetailSchema.parse(await (await admin('GET', `/${created.product_id}`)).json());
    expect(history[0]!.action).toBe('edited');
    expect(history[0]!.after).toMatchObject({ image: photos[1], photos: [{ image: photos[1] }, { image: photos[0] }] });
    expect(history[0]!.before).toMatchObject({ image: photos[0] });
    // A save from the version before is refused with the product as it is now.
    const stale = await edit(created, { ...form([photos[2]!]), version: created.version });
    expect(stale.status).toBe(409);
    expect((await store(created.product_id)).photos).toHaveLength(2);
    // A form of one photo (no list) that changes the image replaces the first photo, the others kept behind it.
    const single = await edit(after, { ...form([photos[3]!]), photos: undefined, version: after.version });
    expect(single.status, await single.clone().text()).toBe(200);
    expect((await store(created.product_id)).photos.map((p) => p.image)).toEqual([photos[3], photos[0]]);
  });

  it('refuses more than 8 photos, one twice, a first that is not the image, and a photo the store lacks', async () => {
    const created = AdminProductSchema.parse(
      await (await admin('POST', '', { ...form(photos.slice(0, 1)), stock: 1 })).json(),
    );
    const save = (body: object) => edit(created, { ...body, version: created.version });
    expect(await refusal(await save(form(photos)))).toEqual({
      status: 400,
      error: ADMIN_ERRORS.photosTooMany(8),
    });
    expect(ADMIN_ERRORS.photosTooMany(8)).toBe('Un producto admite como máximo 8 fotos.');
    expect(await refusal(await save(form([photos[0]!, photos[0]!])))).toEqual({
      status: 400,
      error: ADMIN_ERRORS.photoTwice,
    });
    expect(await refusal(await save({ ...form(photos.slice(0, 2)), image: photos[1] }))).toEqual({
      status: 400,
      error: ADMIN_ERRORS.photoFirstIsImage,
    });
    expect(await refusal(await save(form([photos[0]!, 'u-never-uploaded.webp'])))).toEqual({
      status: 400,
      error: ADMIN_ERRORS.photoMissing,
    });
    expect(await refusal(await save({ ...form(photos.slice(0, 1)), photos: [] }))).toEqual({
      status: 400,
      error: ADMIN_ERRORS.photosNone,
    });
    // Eight is allowed.
    expect((await save(form(photos.slice(0, 8)))).status).toBe(200);
    expect((await store(created.product_id)).photos).toHaveLength(8);
  });
});
