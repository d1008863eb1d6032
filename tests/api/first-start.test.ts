/**
 * The first `npm start` on a fresh data folder opens the store before the product images are
 * drawn: they are drawn in the background after it listens (with the same progress output), by a
 * child process at the lowest priority, so the store answers shoppers meanwhile as fast as ever;
 * a photo asked for before its turn is drawn first and kept. How fast is measured, side by side
 * with the drawing paused, by `npm run bench -- --only=start` (tests/bench/start-time.ts).
 *
 * The list pages are drawn by the real server renderer, so this needs the build (`vite build`, as
 * `npm start` runs it): it builds once when dist/.ssr is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS, listPath } from '../../contract/paths';
import { PRODUCT_IMAGE_WIDTHS } from '../../contract/product';
import { demoGallery } from '../../server/catalogue/gallery';
import { generateProducts } from '../../server/catalogue/products';
import { DEMO_CATALOGUE_SIZE } from '../../server/db/seed';
import { imageFileName } from '../../server/images/paths';
import { alive, autogroupNice, drawingChildrenOf, sessionOf, threadNiceValues } from '../support/drawing-child';
import { freePort } from '../support/postgres';
import { type StoreProcess, startStore } from '../support/store-process';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the first start of a fresh data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlet-first-start-'));
  let store: StoreProcess | undefined;
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/.ssr/entry-server.js'))) {
      const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('vite build failed');
    }
  }, 600_000);
  afterAll(async () => {
    await store?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A GET read in full: its status. */
  const statusOf = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${store!.port}${path}`);
    await res.arrayBuffer();
    return res.status;
  };

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
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 800,
    });
    expect(existsSync(join(images, imageFileName(last, 640)))).toBe(true); // kept

    // The background shows its progress as the first start always did (drawing them all takes
    // minutes on a busy machine: the drawing itself is tested in server/images/ensure.test.ts).
    expect(store.output()).toMatch(/is open at[\s\S]*Drawing the images of \d+ products in the background/);
    const deadline = Date.now() + 280_000;
    while (!store.output().includes('Drawing product images: ') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    // Every product's picture, and the further photos of the demo's galleries.
    const further = [...demoGallery(generateProducts(DEMO_CATALOGUE_SIZE)).values()].flat().length;
    expect(store.output()).toMatch(new RegExp(`Drawing product images: \\d+/${DEMO_CATALOGUE_SIZE + further}`));
  }, 600_000);

  // How fast the store answers while drawing is measured side by side, drawing and paused, by
  // `npm run bench -- --only=start`; what keeps it fast is checked here: where the drawing runs.
  it('draws in a child of its own session, every thread at the lowest priority, while list pages answer', async () => {
    expect(store!.output()).not.toContain('Drew the images of'); // the drawing runs all along
    await expect.poll(() => drawingChildrenOf(store!.child.pid!), { timeout: 10_000 }).toHaveLength(1);
    const [child] = drawingChildrenOf(store!.child.pid!);
    // sharp's workers have started by now (the progress above counts drawn products).
    const nices = threadNiceValues(child!);
    expect(nices.length).toBeGreaterThan(1);
    expect(new Set(nices)).toEqual(new Set([19]));
    // A session of its own, so that its nice values weigh against the store's threads at all
    // (Linux shares the CPU between sessions first), lowered as a whole where the kernel has autogroups.
    expect(sessionOf(child!)).toBe(child);
    expect(sessionOf(store!.child.pid!)).not.toBe(child);
    const groupNice = autogroupNice(child!);
    if (groupNice !== null) expect(groupNice).toBe(10);

    // Pages the server draws (new addresses, as filter changes are: page-cache misses) answer meanwhile.
    for (const page of [2, 3, 4]) expect(await statusOf(listPath(ALL_PRODUCTS, page))).toBe(200);
    expect(store!.output()).not.toContain('Drew the images of');
  }, 120_000);

  it('SIGTERM stops the store and its drawing child, cleanly', async () => {
    const children = drawingChildrenOf(store!.child.pid!);
    expect(children).toHaveLength(1); // still drawing
    await store!.stop();
    expect(store!.child.exitCode, store!.output()).toBe(0);
    expect(store!.output()).toContain('Database closed');
    await expect.poll(() => alive(children[0]!), { timeout: 60_000 }).toBe(false); // a low-priority process may wait to run its end
    expect(store!.output()).not.toContain('Drawing product images failed'); // stopped, not failed
  }, 120_000);

  it('a drawing child that fails is reported, and the store still serves every photo', async () => {
    // The same folder again: the photos not drawn yet are given to a new child.
    store = await startStore({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' }, 280_000);
    await expect.poll(() => drawingChildrenOf(store!.child.pid!), { timeout: 10_000 }).toHaveLength(1);
    process.kill(drawingChildrenOf(store.child.pid!)[0]!, 'SIGKILL');
    await expect
      .poll(() => store!.output(), { timeout: 20_000 })
      // Killed before it read what to draw, the child is reported by the send that failed (EPIPE).
      .toMatch(/Drawing product images failed \(.*(SIGKILL|EPIPE).*\); each missing one is drawn when first asked for/);
    expect(store.child.exitCode).toBeNull();
    expect(await statusOf(listPath(ALL_PRODUCTS, 8))).toBe(200);
    const late = generateProducts(DEMO_CATALOGUE_SIZE).at(-3)!.imageName;
    expect(existsSync(join(dataDir, 'images', imageFileName(late, 320)))).toBe(false);
    expect(await statusOf(`/api/product/image/${late}?w=320`)).toBe(200);
  }, 400_000);
});
