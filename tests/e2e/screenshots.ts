/**
 * Screenshots for people to look at (no test compares them), taken only when SHOTS_DIR names a
 * folder: `SHOTS_DIR=/tmp/shots npx vitest run --project e2e tests/e2e/checkout.test.ts`. `npm test`
 * leaves them out: nobody looks at a CI run's pictures, and drawing some sixty full pages (and
 * loading a few pages again only to draw them) cost its browser lane minutes on 2 cores.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** The folder screenshots go to, or undefined when none are asked for. */
export const SHOTS_DIR: string | undefined = process.env.SHOTS_DIR || undefined;

/** Shoots `target` (a page, whole with `fullPage`, or one element) into SHOTS_DIR as `file`, if asked for. */
export async function shot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = join(SHOTS_DIR, file);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}
