/**
 * The product page's gallery in Chromium, at a phone's width and a desktop's: the first photo is
 * the largest paint and keeps its box while the app takes the page over; the thumbnails, the arrow
 * keys and the zoom work by keyboard alone (Escape closes the zoom, the focus back on its button);
 * a swipe of the row chooses the photo it stops on; axe finds nothing, the zoom open or not.
 * Screenshots go to SHOTS_DIR when set (./screenshots.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean, focusReturnsTo } from './a11y-helpers';
import { newPage, type Shop, startShop, WIDTHS, waitForApp } from './harness';
import { shot } from './screenshots';

/** The demo's first product has a gallery of four photos (server/catalogue/gallery.ts). */
const PRODUCT = { id: 1, photos: 4 };

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
const currentThumbnail = (page: Page) => page.locator('button[aria-current="true"]').getAttribute('aria-label');
/** Which photo the row shows, from how far it is scrolled. */
const photoInView = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('main [role="group"][tabindex]')!;
    return Math.round(row.scrollLeft / row.clientWidth) + 1;
  });

/** Tabs (forward, or back with Shift+Tab) until the control named `label` has the focus (at most `limit` presses). */
async function tabTo(page: Page, label: string, limit = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if ((await focusedLabel(page)) === label) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${label}`);
}

describe.each(WIDTHS)('the product gallery at %i px', (width) => {
  it('paints the first photo largest, and it keeps its box while the app takes over', async () => {
    const page = await newPage(shop, width);
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[]; lcp: string };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[])
          for (const source of entry.sources ?? [])
            if (source.node instanceof Element && source.node.closest('main'))
              w.shifts.push(source.node.outerHTML.slice(0, 80));
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
        w.lcp = last.element?.getAttribute('fetchpriority') === 'high' ? (last.element.getAttribute('alt') ?? '') : '';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`/product/${PRODUCT.id}`);
    const first = page.locator('main img[fetchpriority="high"]');
    const drawn = await first.boundingBox();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await first.boundingBox()).toEqual(drawn);
    const name = await page.locator('h1').textContent();
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string }).lcp)).toBe(name);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    // A preload announces it, so the browser asks for it before it reads the body.
    const html = await (await fetch(`${shop.baseUrl}/product/${PRODUCT.id}`)).text();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
    await shot(page, `gallery-${width}.png`);
    await page.context().close();
  });

  it('chooses photos by the thumbnails and the arrow keys, and zooms by keyboard alone', async () => {
    const page = await newPage(shop, width);
    await page.goto(`/product/${PRODUCT.id}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page, `product page with a gallery at ${width}`);

    await tabTo(page, `Foto 1 de ${PRODUCT.photos}`);
    await expect.poll(() => currentThumbnail(page)).toBe(`Foto 1 de ${PRODUCT.photos}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedLabel(page)).toBe(`Foto 2 de ${PRODUCT.photos}`);
    await expect.poll(() => currentThumbnail(page)).toBe(`Foto 2 de ${PRODUCT.photos}`);
    await expect.poll(() => photoInView(page)).toBe(2);
    await page.keyboard.press('End');
    await expect.poll(() => focusedLabel(page)).toBe(`Foto ${PRODUCT.photos} de ${PRODUCT.photos}`);
    await expect.poll(() => photoInView(page)).toBe(PRODUCT.photos);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => photoInView(page)).toBe(PRODUCT.photos - 1);
    await shot(page, `gallery-${width}-photo${PRODUCT.photos - 1}.png`);

    // Back before the thumbnails is the zoom button, named by the photo it enlarges.
    await tabTo(page, `Ampliar foto ${PRODUCT.photos - 1} de ${PRODUCT.photos}`, 10, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe(await page.locator('h1').textContent());
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await dialog.textContent()).toContain(`Foto ${PRODUCT.photos - 1} de ${PRODUCT.photos}`);
    await expectAxeClean(page, `zoom open at ${width}`);
    await shot(page, `gallery-${width}-zoom.png`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.textContent()).toContain(`Foto ${PRODUCT.photos} de ${PRODUCT.photos}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The gallery behind followed the zoom, and the focus is back on its button.
    await focusReturnsTo(page, `Ampliar foto ${PRODUCT.photos} de ${PRODUCT.photos}`);
    await expect.poll(() => currentThumbnail(page)).toBe(`Foto ${PRODUCT.photos} de ${PRODUCT.photos}`);
    await page.context().close();
  });

  it('a swipe of the row (a sideways scroll) chooses the photo it stops on', async () => {
    const page = await newPage(shop, width);
    await page.goto(`/product/${PRODUCT.id}`);
    await waitForApp(page);
    const row = page.locator('main [role="group"][tabindex]');
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.8, 0);
    await expect.poll(() => photoInView(page)).toBe(2);
    await expect.poll(() => currentThumbnail(page)).toBe(`Foto 2 de ${PRODUCT.photos}`);
    // A click on the photo zooms it too.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain(`Foto 2 de ${PRODUCT.photos}`);
    await page.keyboard.press('Escape');
    await focusReturnsTo(page, `Ampliar foto 2 de ${PRODUCT.photos}`);
    await page.context().close();
  });
});
