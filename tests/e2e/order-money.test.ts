/**
 * The order page shows what each line was charged. A 2x1 of two units at an odd price,
 * $199.99, costs $199.99: the line's total on /BuyDetails must say so, as the summary does, and
 * never $200.00 (the page once turned a rounded percent back into money per unit).
 *
 * The price is written into the database before the shop opens it, so this test starts a shop of
 * its own (the production build the global setup made) on a data folder it prepared.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_CUSTOMER, seed } from '../../server/db/seed';
import { freePort } from '../support/postgres';
import { launchChromium, newPage, ROOT, type Shop } from './harness';

const mxn = (pesos: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);

/** The production build on a data folder of this test's own; resolves once it listens. */
async function startOwnShop(dataDir: string): Promise<Shop> {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TEST_CHECKOUT: 'on',
      TEST_CODES: 'on',
      PUBLIC_URL: baseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the shop did not start in 5 minutes:\n${output}`)), 300_000);
    const check = (d: Buffer) => {
      output += d;
      if (output.includes('is open at')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', (code) => fail(new Error(`the shop exited with ${code} while starting:\n${output}`)));
  });
  const browser = await launchChromium();
  return {
    baseUrl,
    browser,
    async stop() {
      await browser.close();
      const exit = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exit;
    },
  };
}

describe('order page money', () => {
  let shop: Shop;
  let dataDir: string;
  let product: { product_id: number; name: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'outlet-e2e-money-'));
    const db = await openPglite(join(dataDir, 'db'));
    await migrate(db);
    await seed(db, 40);
    const [changed] = await db.query<{ product_id: number; name: string }>(
      `UPDATE product SET price_cents = 19999, stock = 5
       WHERE product_id = (SELECT max(product_id) FROM product WHERE original_price_cents = 0
         AND NOT EXISTS (SELECT 1 FROM product_size s WHERE s.product_id = product.product_id)) RETURNING product_id, name`,
    );
    product = changed!;
    await db.close();
    shop = await startOwnShop(dataDir);
  }, 600_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a 2x1 of two units at $199.99: the line total is what was charged, and the lines add up to the total', async () => {
    const api = async (path: string, init: RequestInit = {}) =>
      fetch(`${shop.baseUrl}${path}`, { redirect: 'manual', ...init });
    const login = (await (
      await api('/api/auth/login_ecommerce', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phoneNumber: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }),
      })
    ).json()) as { token: string; userData: { ecommerce_user_id: number } };
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const session = (await (
      await api('/api/payment/create-checkout-session', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          products: [{ product_id: product.product_id, quantity: 2 }],
          userId: login.userData.ecommerce_user_id,
          shipping_address: '',
          delivery: 'b',
        }),
      })
    ).json()) as { url: string };
    const paid = await api(session.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'María Fernanda Ochoa',
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    const [bill] = (await (
      await api(`/api/bill/my-orders/${login.userData.ecommerce_user_id}`, { headers: auth })
    ).json()) as {
      bill_id: number;
      total_amount: number;
    }[];
    expect(bill!.total_amount).toBe(199.99);

    const page = await newPage(shop, 1280);
    // This shop draws its product images meanwhile: give the page time, and do not wait for photos.
    page.setDefaultTimeout(60_000);
    await page.addInitScript(
      ({ user, token }) => {
        localStorage.setItem('UserData', JSON.stringify(user));
        localStorage.setItem('UserJWT', token);
      },
      { user: login.userData, token: login.token },
    );
    await page.goto(`/BuyDetails/${bill!.bill_id}`, { waitUntil: 'domcontentloaded' });
    const line = page.getByRole('listitem').filter({ hasText: product.name });
    await line.waitFor();
    // The line's own total (its last paragraph), beside the summary's total: both what was charged.
    await expect.poll(() => line.locator('p').last().innerText(), { timeout: 60_000 }).toBe(mxn(199.99));
    await expect
      .poll(
        () =>
          page
            .locator('dd')
            .filter({ hasText: mxn(199.99) })
            .count(),
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByText(mxn(200)).count()).toBe(0);
    await page.context().close();
  }, 300_000);
});
