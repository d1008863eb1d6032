/**
 * The owner's 'Mensajes' in a real browser: the page lists every message in Spanish, the owner
 * filters 'Falló', presses 'Reenviar' and sees it 'Pendiente'; an order's view lists that order's
 * messages under its history, with 'Reenviar' on a failed one, and the history records the
 * resend. Axe-clean at 375 and 1280 px; screenshots of both screens.
 *
 * The store writes its messages in the events that tell of them; this file writes its own rows
 * (enqueueMessages, statuses set in SQL) into a store of its own, served from the built app, so
 * that a failed message exists without a channel that fails for real.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../copy/admin';
import { createApp } from '../../server/app';
import { DEMO_OWNER } from '../../server/db/seed';
import { StaticFiles } from '../../server/http/static-files';
import { enqueueMessages } from '../../server/messages/outbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectAxeClean } from './a11y-helpers';
import { launchChromium, ROOT, WIDTHS } from './harness';
import { shot } from './screenshots';

const M = ADMIN.messages;
let t: TestApp;
let server: ServerType;
let baseUrl: string;
let browser: Browser;
let owner: { token: string; userData: unknown };
let billId: number;

beforeAll(async () => {
  t = await createTestApp('pglite', 20);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      { fetch: createApp(t.deps, new StaticFiles(join(ROOT, 'dist'))).fetch, port: 0, hostname: '127.0.0.1' },
      () => resolve(s),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  const login = await t.call('POST', '/api/auth/login_ecommerce', {
    body: { phoneNumber: '614 765 4321', password: DEMO_OWNER.password },
  });
  owner = (await login.json()) as typeof owner;
  [{ bill_id: billId }] = (await t.db.query<{ bill_id: number }>(
    'SELECT bill_id FROM bill WHERE ecommerce_user_id = $1 ORDER BY bill_id DESC LIMIT 1',
    [t.demo.id],
  )) as [{ bill_id: number }];
  // what paying, then making an order ready, would write; each a minute after the one before
  const rows = [
    {
      key: 'paid',
      kind: 'orderPaid',
      channel: 'email',
      audience: 'customer',
      to: 'ana.lopez@example.mx',
      status: 'sent',
    },
    {
      key: 'alert',
      kind: 'newOrderAlert',
      channel: 'email',
      audience: 'shop',
      to: 'tienda@example.mx',
      status: 'skipped',
    },
    {
      key: 'ready',
      kind: 'readyForPickup',
      channel: 'whatsapp',
      audience: 'customer',
      to: '+526141234567',
      status: 'failed',
    },
    {
      key: 'ready-mail',
      kind: 'readyForPickup',
      channel: 'email',
      audience: 'customer',
      to: 'ana.lopez@example.mx',
      status: 'failed',
    },
  ] as const;
  for (const [i, row] of rows.entries()) {
    await enqueueMessages(t.db, [
      {
        eventKey: `e2e:${row.key}`,
        kind: row.kind,
        channel: row.channel,
        audience: row.audience,
        recipient: row.to,
        billId,
      },
    ]);
    await t.db.query(
      `UPDATE outbox_message SET status = $2, created_at = now() - make_interval(mins => $3::int),
         attempts = CASE WHEN $2 IN ('sent', 'failed') THEN 5 ELSE 0 END,
         sent_at = CASE WHEN $2 = 'sent' THEN now() - make_interval(mins => $3::int) END,
         last_error = CASE WHEN $2 = 'failed' THEN 'El servidor no respondió (503)' END
       WHERE event_key = $1`,
      [`e2e:${row.key}`, row.status, rows.length - i],
    );
  }
}, 600_000);
afterAll(async () => {
  await browser?.close();
  server?.close();
  await t?.close();
});

async function ownerPage(width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    baseURL: baseUrl,
    locale: 'es-MX',
    timezoneId: 'America/Chihuahua',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto('/');
  await page.evaluate(
    ({ user, token }) => {
      localStorage.setItem('UserData', JSON.stringify(user));
      localStorage.setItem('UserJWT', token);
    },
    { user: owner.userData, token: owner.token },
  );
  return page;
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const dataRows = (page: Page, name: string) =>
  grid(page, name)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

describe("the owner's messages", () => {
  it("'Mensajes': every message in Spanish; 'Falló', 'Reenviar', then it is 'Pendiente'", async () => {
    const page = await ownerPage(1280);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: ADMIN.nav.label }).getByRole('link', { name: M.heading }).click();
    await page.waitForURL('**/admin/mensajes');
    await page.getByRole('heading', { level: 1, name: M.heading }).waitFor();
    await expect.poll(() => dataRows(page, M.table).count()).toBe(4);
    const first = dataRows(page, M.table).first();
    await expect.poll(() => first.textContent()).toContain('Lista para recoger');
    expect(await first.textContent()).toContain('ana.lopez@example.mx');
    expect(await first.textContent()).toContain('Falló');
    expect(await first.textContent()).toContain('El servidor no respondió (503)');
    const text = (await grid(page, M.table).textContent()) ?? '';
    for (const seen of [
      'Confirmación de pedido',
      'Aviso a la tienda',
      'Sin canal configurado',
      'Enviado',
      '+52 614 123 4567',
      `Pedido #${billId}`,
    ])
      expect(text).toContain(seen);
    expect(
      await page
        .getByRole('navigation', { name: ADMIN.nav.label })
        .getByRole('link', { name: M.heading })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAxeClean(page, 'Mensajes, 1280');
    await shot(page, 'mensajes-1280.png', { fullPage: true });

    await page.getByLabel(M.status).selectOption({ label: 'Falló' });
    await page.waitForURL('**/admin/mensajes?status=failed');
    await expect.poll(() => dataRows(page, M.table).count()).toBe(2);
    const resend = page.getByRole('button', { name: M.resendLabel('Lista para recoger', 'ana.lopez@example.mx') });
    await resend.click();
    await page.getByRole('status').filter({ hasText: 'pendiente de enviar otra vez' }).waitFor();
    await expect.poll(() => dataRows(page, M.table).count()).toBe(1);

    await page.getByLabel(M.status).selectOption({ label: 'Pendiente' });
    await page.waitForURL('**/admin/mensajes?status=pending');
    await expect.poll(() => dataRows(page, M.table).count()).toBe(1);
    const pending = dataRows(page, M.table).first();
    // the failed list stays on screen until the pending one arrives
    await expect.poll(() => pending.textContent()).toContain('Pendiente');
    expect(await pending.textContent()).toContain('ana.lopez@example.mx');
    expect(await pending.getByRole('button').count()).toBe(0);
    await page.context().close();
  });

  it("an order's view lists its messages under its history, with 'Reenviar' on the failed one", async () => {
    const page = await ownerPage(1280);
    await page.goto(`/admin/pedidos/${billId}`);
    const name = M.orderTable(billId);
    await page.getByRole('heading', { level: 2, name: M.orderHeading }).waitFor();
    await expect.poll(() => dataRows(page, name).count()).toBe(4);
    const history = page
      .getByRole('region', { name: ADMIN.history.heading })
      .or(page.locator('section[aria-labelledby="history"]'));
    expect(await history.first().textContent()).toContain(ADMIN.history.actions.messageResent);
    await page.getByRole('button', { name: M.resendLabel('Lista para recoger', '+52 614 123 4567') }).click();
    await page.getByRole('status').filter({ hasText: 'pendiente de enviar otra vez' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: M.resend }).count()).toBe(0);
    await expect
      .poll(async () => (await history.first().textContent())?.split(ADMIN.history.actions.messageResent).length)
      .toBe(3);
    await expectAxeClean(page, "an order's messages, 1280");
    await page.getByRole('heading', { level: 2, name: M.orderHeading }).scrollIntoViewIfNeeded();
    await shot(page, 'order-messages-1280.png', { fullPage: true });
    await page.context().close();
  });

  it('both screens are axe-clean on a phone', async () => {
    const page = await ownerPage(WIDTHS[0]);
    await page.goto('/admin/mensajes');
    await expect.poll(() => dataRows(page, M.table).count()).toBe(4);
    await expectAxeClean(page, 'Mensajes, 375');
    await shot(page, 'mensajes-375.png', { fullPage: true });
    await page.goto(`/admin/pedidos/${billId}`);
    await expect.poll(() => dataRows(page, M.orderTable(billId)).count()).toBe(4);
    await expectAxeClean(page, "an order's messages, 375");
    await shot(page, 'order-messages-375.png', { fullPage: true });
    await page.context().close();
  });
});
