/**
 * What a screen-reader user is handed: Chromium's accessibility tree (CDP getFullAXTree) of each
 * main page, checked for the names and roles they depend on (keyboard and screen
 * readers): landmarks, one h1, named buttons and links, a heart that says which product and
 * whether it is a favourite, a cart button that counts lines, the cart total and toasts inside
 * live regions, and login errors tied to their fields.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProduct,
  type AXNode,
  axTree,
  byRole,
  catalogue,
  liveRegionOf,
  signInDemo,
  soldWhole,
  textOf,
} from './a11y-helpers';
import { newPage, type Shop, startShop } from './harness';

let shop: Shop;
let products: ApiProduct[] = [];

beforeAll(async () => {
  shop = await startShop();
  products = (await catalogue(shop)).filter((p) => soldWhole(p) && p.stock >= 3 && p.originalPrice === 0);
}, 900_000);

afterAll(async () => {
  await shop?.stop();
});

const mxn = (pesos: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(pesos);

/** Waits until the route's own content has rendered (its h1) and the network is quiet. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Landmarks, exactly one h1, and a name on every button and link. */
function expectPageStructure(tree: AXNode[], where: string) {
  expect(byRole(tree, 'banner'), `${where}: banner`).toHaveLength(1);
  expect(byRole(tree, 'navigation').length, `${where}: navigation`).toBeGreaterThanOrEqual(1);
  expect(byRole(tree, 'main'), `${where}: main`).toHaveLength(1);
  expect(byRole(tree, 'contentinfo'), `${where}: contentinfo`).toHaveLength(1);
  const h1 = byRole(tree, 'heading').filter((h) => h.props.level === 1);
  expect(
    h1.map((h) => h.name),
    `${where}: one h1`,
  ).toHaveLength(1);
  expect(h1[0]!.name.trim(), `${where}: h1 has text`).not.toBe('');
  const unnamed = tree
    .filter((n) =>
      [
        'button',
        'link',
        'textbox',
        'combobox',
        'checkbox',
        'radio',
        'slider',
        'spinbutton',
        'tab',
        'menuitem',
      ].includes(n.role),
    )
    .filter((n) => n.name.trim() === '')
    .map((n) => `${n.role} "${textOf(n)}"`);
  expect(unnamed, `${where}: controls without a name`).toEqual([]);
}

const PAGES: { path: string; label: string }[] = [
  { path: '/', label: 'home' },
  { path: '/products/all/1', label: 'product list' },
  { path: '/favorites', label: 'favourites' },
  { path: '/Devoluciones', label: 'info page' },
  { path: '/login', label: 'login' },
];

describe('the accessibility tree of each main page', () => {
  for (const width of [375, 1280]) {
    for (const { path, label } of PAGES) {
      it(`${label} (${path}) at ${width}px: landmarks, one h1, named controls`, async () => {
        const page = await newPage(shop, width);
        await page.goto(path);
        await settle(page);
        expectPageStructure(await axTree(page), `${label} ${width}`);
        await page.context().close();
      });
    }

    it(`product detail at ${width}px: landmarks, one h1, named controls`, async () => {
      const page = await newPage(shop, width);
      await page.goto(`/product/${products[0]!.product_id}`);
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
      await settle(page);
      const tree = await axTree(page);
      expectPageStructure(tree, `product ${width}`);
      expect(byRole(tree, 'heading').find((h) => h.props.level === 1)?.name).toBe(products[0]!.name);
      await page.context().close();
    });

    it(`profile (signed in) at ${width}px: landmarks, one h1, named controls`, async () => {
      const page = await newPage(shop, width);
      await page.goto('/');
      await signInDemo(shop, page);
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Perfil' }).waitFor();
      await settle(page);
      expectPageStructure(await axTree(page), `profile ${width}`);
      await page.context().close();
    });
  }
});

describe('names that carry state', () => {
  it('the heart says which product and whether it is a favourite', async () => {
    const page = await newPage(shop, 1280);
    await page.goto('/products/all/1');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    let tree = await axTree(page);
    const articles = byRole(tree, 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles.slice(0, 6)) {
      const heart = findIn(article, (n) => n.role === 'button');
      expect(heart?.name).toBe(`Agregar ${article.name} a favoritos`);
      expect(heart?.props.pressed ?? 'false').not.toBe('true');
    }
    const first = articles[0]!.name;
    await page.getByRole('button', { name: `Agregar ${first} a favoritos` }).click();
    await expect
      .poll(async () =>
        byRole(await axTree(page), 'button').some(
          (b) => b.name === `Quitar ${first} de favoritos (está en tus favoritos)`,
        ),
      )
      .toBe(true);

    // The wide heart of the product page: visible text plus the product and what pressing does.
    const other = products.find((p) => p.name !== first)!; // not the one just made a favourite
    await page.goto(`/product/${other.product_id}`);
    await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).waitFor();
    tree = await axTree(page);
    expect(byRole(tree, 'button').map((b) => b.name)).toContain(`AGREGAR A FAVORITOS: ${other.name}`);
    await page.getByRole('button', { name: /^AGREGAR A FAVORITOS/ }).click();
    await expect
      .poll(async () => byRole(await axTree(page), 'button').map((b) => b.name))
      .toContain(`EN TUS FAVORITOS: ${other.name}. Toca para quitarlo de favoritos`);
    await page.context().close();
  });

  it('the cart button counts lines; the total and the toasts are announced through live regions', async () => {
    const [a, b] = products as [ApiProduct, ApiProduct];
    const page = await newPage(shop, 1280);
    await page.goto('/');
    await settle(page);
    const cartName = async () => byRole(await axTree(page), 'button').find((n) => n.name.startsWith('Carrito'))?.name;
    await expect.poll(cartName).toBe('Carrito, vacío');

    for (const [i, p] of [a, b].entries()) {
      await page.goto(`/product/${p.product_id}`);
      await page.getByRole('button', { name: 'AGREGAR AL CARRITO' }).click();
      await page.getByRole('dialog', { name: 'Productos en tu carrito' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(cartName).toBe(i === 0 ? 'Carrito, 1 producto' : 'Carrito, 2 productos');
    }

    // 2x1: the total is the higher price, and it is read out by a polite live region.
    const total = mxn(Math.max(a.price, b.price));
    await expect
      .poll(async () => {
        const tree = await axTree(page);
        const text = tree.find((n) => n.role === 'StaticText' && n.name.includes(`Total ${total}`));
        const region = text ? liveRegionOf(text) : null;
        return region ? `${region.role}:${String(region.props.live ?? 'implicit')}` : 'none';
      })
      .toMatch(/^status:(polite|implicit)$/);

    // A toast ('Agregado al carrito', 'Añadido a favoritos'...) sits inside a live region.
    await page.getByRole('button', { name: /^AGREGAR A FAVORITOS/ }).click();
    await expect
      .poll(async () => {
        const tree = await axTree(page);
        const text = tree.find((n) => n.role === 'StaticText' && n.name === 'Añadido a favoritos');
        return text ? Boolean(liveRegionOf(text)) : 'no toast';
      })
      .toBe(true);
    await page.context().close();
  });
});

describe('login errors are tied to their fields', () => {
  it('an empty submit marks both fields invalid and describes them with the message', async () => {
    const page = await newPage(shop, 375);
    await page.goto('/login');
    await settle(page);
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page.getByText('La contraseña es muy corta.').waitFor();
    const tree = await axTree(page);
    const phone = byRole(tree, 'textbox').find((n) => n.name === 'Número de teléfono');
    const password = tree.find(
      (n) => n.name === 'Contraseña' && (n.role === 'textbox' || n.props.invalid !== undefined),
    );
    expect(phone?.props.invalid).toBe('true');
    expect(phone?.description).toContain('Por favor, ingrese un número de teléfono válido.');
    expect(password?.props.invalid).toBe('true');
    expect(password?.description).toContain('La contraseña es muy corta.');
    // Focus lands on the first invalid field, so the message is read at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    // A refused login: the server's message is an alert above the form.
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('6141234567');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/ })
      .waitFor();
    const alert = byRole(await axTree(page), 'alert').find((n) => /incorrect/.test(textOf(n)));
    expect(alert).toBeDefined();
    await page.context().close();
  });
});

function findIn(root: AXNode, pick: (n: AXNode) => boolean): AXNode | undefined {
  for (const c of root.children) {
    if (pick(c)) return c;
    const deeper = findIn(c, pick);
    if (deeper) return deeper;
  }
  return undefined;
}
