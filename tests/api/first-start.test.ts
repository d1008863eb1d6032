/**
 * The first `npm start` on a fresh data folder opens the store before the product images are
 * drawn: they are drawn in the background after it listens (with the same progress output), and
 * a photo asked for before its turn is drawn at once and kept. Measured by `npm run bench --
 * --only=start` (tests/bench/start-time.ts).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product';
import { generateProducts } from '../../server/catalogue/products';
import { DEMO_CATALOGUE_SIZE } from '../../server/db/seed';
import { imageFileName } from '../../server/images/paths';
import { freePort } from '../support/postgres';
import { startStore, type StoreProcess } from '../support/store-process';

describe('the first start of a fresh data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlet-first-start-'));
  let store: StoreProcess | undefined;
  afterAll(async () => {
    await store?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens before the images are drawn; a photo asked for meanwhile is drawn at once, a correct WebP', async () => {
    const port = await freePort();
    store = await startStore({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, 280_000);
    const images = join(dataDir, 'images');
    const drawnAtOpen = readdirSync(images).filter((f) => f.endsWith('.webp')).length;
    expect(store.output()).not.toContain('Drew the images of');
    expect(drawnAtOpen).toBeLessThan(DEMO_CATALOGUE_SIZE * PRODUCT_IMAGE_WIDTHS.length);

    const api = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    expect((await api('/api/product/list?limit=24')).status).toBe(200);

    // The background draws in catalogue order: the last product is far from drawn yet.
    const last = generateProducts(DEMO_CATALOGUE_SIZE).at(-1)!.imageName;
    expect(existsSync(join(images, imageFileName(last, 640)))).toBe(false);
    const photo = await api(`/api/product/image/${last}?w=640`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 800 });
    expect(existsSync(join(images, imageFileName(last, 640)))).toBe(true); // kept

    // The background shows its progress as the first start always did (drawing them all takes
    // minutes on a busy machine: the drawing itself is tested in server/images/ensure.unit.test.ts).
    expect(store.output()).toMatch(/is open at[\s\S]*Drawing the images of \d+ products in the background/);
    const deadline = Date.now() + 280_000;
    while (!store.output().includes('Drawing product images: ') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(store.output()).toMatch(new RegExp(`Drawing product images: \\d+/${DEMO_CATALOGUE_SIZE}`));
  }, 600_000);
});
