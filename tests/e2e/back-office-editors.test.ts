/**
 * The owner's editors in a real browser: on a garment sold by size she adds a size, receives units
 * of it and counts another, each change in the size table and in the history ('Talla …'); she
 * uploads two photos at once, moves them by the 'Subir' buttons (no dragging needed), removes one
 * and saves; the store's product answer and page then show the sizes' stock and the photos in her
 * order. axe-core on both editors at 390 and 1280 px; screenshots for a look as the owner.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductPath, productPath } from '../../contract/paths';
import { expectAxeClean } from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';
import { shot } from './screenshots';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);
afterAll(async () => {
  await shop?.stop();
});

interface StoreProduct {
  product_id: number;
  name: string;
  image: string;
  stock: number;
  originalPrice: number;
  photos: { image: string; alt: string }[];
  sizes: { size: string; stock: number }[];
}

async function signInOwner(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('614 765 4321');
  await page.getByLabel('Contraseña', { exact: true }).fill('tienda2024');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

const storeProduct = async (id: number) =>
  (await (await fetch(`${shop.baseUrl}/api/product/single/${id}`)).json()) as StoreProduct;

/** A photo as a phone takes it, in a colour of its own (each upload is a photo of its own). */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** The size table's rows as text: [size, offered, held]. */
const sizeRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Tallas de este producto' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

describe("the owner's size and photo editors", () => {
  let page: Page;
  let product: StoreProduct;
  /** A size the garment does not have: added at the end. */
  const added = 'XXXL';

  beforeAll(async () => {
    const list = (await (await fetch(`${shop.baseUrl}/api/product/list?limit=100`)).json()) as {
      products: StoreProduct[];
    };
    const picked = list.products.find(
      (p) =>
        p.sizes.length >= 2 && p.sizes.length < 6 && p.originalPrice === 0 && !p.sizes.some((s) => s.size === added),
    )!;
    product = await storeProduct(picked.product_id);
    page = await newPage(shop, 1280);
    await signInOwner(page);
    await page.goto(adminProductPath(product.product_id));
    await page.getByRole('heading', { name: `Producto #${product.product_id}`, level: 1 }).waitFor();
  }, 120_000);
  afterAll(async () => {
    await page.context().close();
  });

  it('lists the sizes with their stock; adds a size at the end with no units', async () => {
    await page.getByRole('heading', { name: 'Existencias por talla' }).waitFor();
    const rows = await sizeRows(page);
    expect(rows.map((r) => r[0])).toEqual(product.sizes.map((s) => s.size));
    // the whole count is not offered for a product sold by size
    expect(await page.getByRole('radiogroup', { name: 'Existencias' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Nueva talla' }).fill(added);
    await page.getByRole('button', { name: 'Agregar talla' }).click();
    await page.getByText(`Talla ${added} agregada, con 0 piezas.`).waitFor();
    await expect.poll(async () => (await sizeRows(page)).at(-1)).toEqual([added, '0', '0']);
    // the same size again, whatever its capitals, is refused under the field
    await page.getByRole('textbox', { name: 'Nueva talla' }).fill(added.toLowerCase());
    await page.getByRole('button', { name: 'Agregar talla' }).click();
    await page.getByText(`Este producto ya tiene la talla ${added}.`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nueva talla' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('receives units of the new size and counts another; the history names each size', async () => {
    const form = page.getByRole('form', { name: 'Cambiar las existencias de una talla' });
    await form.getByRole('combobox', { name: 'Talla' }).selectOption(added);
    await form.getByRole('radio', { name: 'Sumar piezas recibidas' }).check();
    await form.getByRole('textbox', { name: 'Piezas recibidas' }).fill('4');
    await form.getByRole('button', { name: 'Aplicar a la talla' }).click();
    await page.getByText(`Existencias de la talla ${added} actualizadas.`).waitFor();
    await expect.poll(async () => (await sizeRows(page)).at(-1)).toEqual([added, '4', '0']);

    const first = product.sizes[0]!.size;
    await form.getByRole('combobox', { name: 'Talla' }).selectOption(first);
    await form.getByRole('radio', { name: 'Fijar a (conteo)' }).check();
    await form.getByRole('textbox', { name: 'Existencias contadas' }).fill('2');
    await form.getByRole('button', { name: 'Aplicar a la talla' }).click();
    await page.getByText(`Existencias de la talla ${first} actualizadas.`).waitFor();
    const held = Number((await sizeRows(page))[0]![2]);
    await expect.poll(async () => (await sizeRows(page))[0]).toEqual([first, String(2 - held), String(held)]);

    const history = page.getByRole('region', { name: 'Historial' });
    // the history keeps a change's fields in its own order: the size first, then what moved
    await history.getByText(new RegExp(`^Talla ${first}: .*Contadas en el estante: 2`)).waitFor();
    await history.getByText(new RegExp(`^Talla ${added}: .*Existencias: 0 → 4`)).waitFor();
    await history.getByText('Agregó una talla').first().waitFor();
    await expectAxeClean(page, 'size editor 1280');
    await shot(
      page.getByRole('heading', { name: 'Existencias por talla' }).locator('xpath=..'),
      'admin-sizes-1280.png',
    );
    await shot(page, 'admin-product-sizes-1280.png', { fullPage: true });

    const store = await storeProduct(product.product_id);
    expect(store.sizes.at(-1)).toEqual({ size: added, stock: 4 });
    expect(store.sizes[0]).toEqual({ size: first, stock: 2 - held });
  });

  it('uploads two photos at once, moves them by buttons, removes one, and the store shows them in that order', async () => {
    // a product of one photo may answer none: its image is then its photo
    const existing = product.photos.length ? product.photos.map((p) => p.image) : [product.image];
    const before = existing.length;
    await page.getByLabel('Agregar fotos').setInputFiles([
      { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 40, 40) },
      { name: 'espalda.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 160, 60) },
    ]);
    await page.getByText('2 fotos listas. Guarda para usarlas.').waitFor();
    await page.getByRole('list', { name: `Fotos del producto: ${before + 2} de 8` }).waitFor();
    const list = page.getByRole('list', { name: /^Fotos del producto/ });
    const imagesInOrder = () =>
      list
        .getByRole('img')
        .evaluateAll((imgs) =>
          imgs.map((i) => decodeURIComponent(/\/image\/([^/?]+)/.exec((i as HTMLImageElement).src)?.[1] ?? '')),
        );
    const uploaded = (await imagesInOrder()).slice(before);
    // the last photo to the front, one 'Subir' at a time: no dragging needed
    for (let place = before + 2; place > 1; place--) {
      await page.getByRole('button', { name: `Subir la foto ${place}`, exact: true }).click();
      await page.getByText(`La foto ${place} pasó al lugar ${place - 1}.`).waitFor();
    }
    // the keyboard stays on the moved photo: at the front its 'Bajar' has the focus
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bajar la foto 1');
    await page.getByRole('textbox', { name: 'Descripción de la foto 1' }).fill('Vista de espalda');
    // the other new photo is removed
    await page.getByRole('button', { name: `Quitar la foto ${before + 2}`, exact: true }).click();
    await page.getByText(`Foto ${before + 2} quitada.`).waitFor();
    const expected = [uploaded[1]!, ...existing];
    expect(await imagesInOrder()).toEqual(expected);
    await expectAxeClean(page, 'photo editor 1280');
    await shot(page.getByRole('group', { name: 'Fotos' }), 'admin-photos-1280.png');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Cambios guardados.').waitFor();
    await page.getByRole('region', { name: 'Historial' }).getByText('Fotos:').first().waitFor();

    const store = await storeProduct(product.product_id);
    expect(store.photos.map((p) => p.image)).toEqual(expected);
    expect(store.photos[0]!.alt).toBe('Vista de espalda');
    const shopper = await newPage(shop, 1280);
    await shopper.goto(productPath(product.product_id));
    await shopper.getByRole('heading', { level: 1 }).waitFor();
    expect(await shopper.locator('main img').first().getAttribute('src')).toContain(uploaded[1]!);
    expect(await shopper.locator('main img').first().getAttribute('alt')).toBe('Vista de espalda');
    await shopper.context().close();
  });

  it('both editors are axe-clean on a phone, and fit it', async () => {
    const phone = await newPage(shop, 390);
    await signInOwner(phone);
    await phone.goto(adminProductPath(product.product_id));
    await phone.getByRole('heading', { name: 'Existencias por talla' }).waitFor();
    await phone.getByRole('list', { name: /Fotos del producto/ }).waitFor();
    await expectAxeClean(phone, 'product editor 390');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone.getByRole('group', { name: 'Fotos' }), 'admin-photos-390.png');
    await shot(
      phone.getByRole('heading', { name: 'Existencias por talla' }).locator('xpath=..'),
      'admin-sizes-390.png',
    );
    await shot(phone, 'admin-product-390.png', { fullPage: true });
    await phone.context().close();
  });
});
