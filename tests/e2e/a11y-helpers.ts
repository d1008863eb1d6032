/**
 * Helpers shared by the accessibility and resilience browser tests: Chromium's own accessibility
 * tree (CDP Accessibility.getFullAXTree, what a screen reader is handed), a signed-in session
 * without going through the form, catalogue look-ups, a cart written straight into storage, and
 * an axe-core check that names the state it failed in.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, type Shop } from './harness';

/** Fails with axe-core's violations, named by `label` (which state of which page). */
export async function expectAxeClean(page: Page, label: string, within?: string) {
  const violations = await axeViolations(page, within);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/**
 * Waits until the element that has focus is the one labelled `label`. A Radix dialog or menu gives
 * focus back a task after it has left the page (FocusScope restores it in a setTimeout): on a busy
 * machine, a test reading the focus as soon as the dialog is gone ran before that task.
 */
export async function focusReturnsTo(page: Page, label: string | RegExp) {
  // Its aria-label, or else the text a screen reader reads of it (a button named by its content).
  const focusedLabel = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused.hasAttribute('aria-label')) return focused?.getAttribute('aria-label') ?? '';
      const read = focused.cloneNode(true) as Element;
      for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return read.textContent?.trim() ?? '';
    });
  if (typeof label === 'string') await expect.poll(focusedLabel).toBe(label);
  else await expect.poll(focusedLabel).toMatch(label);
}

export const DEMO = { phone: '6141234567', password: 'outlet2024' };

export interface AXNode {
  id: string;
  role: string;
  name: string;
  description: string;
  props: Record<string, unknown>;
  parent: AXNode | null;
  children: AXNode[];
}

/** The page's accessibility tree as Chromium computes it, without the ignored (hidden) nodes. */
export async function axTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map<string, AXNode>();
    const raw = new Map<string, (typeof nodes)[number]>();
    for (const n of nodes) {
      raw.set(n.nodeId, n);
      byId.set(n.nodeId, {
        id: n.nodeId,
        role: String(n.role?.value ?? ''),
        name: String(n.name?.value ?? ''),
        description: String(n.description?.value ?? ''),
        props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, p.value.value])),
        parent: null,
        children: [],
      });
    }
    for (const n of nodes) {
      const node = byId.get(n.nodeId)!;
      for (const c of n.childIds ?? []) {
        const child = byId.get(c);
        if (child) {
          child.parent = node;
          node.children.push(child);
        }
      }
    }
    return nodes.filter((n) => !n.ignored).map((n) => byId.get(n.nodeId)!);
  } finally {
    await cdp.detach();
  }
}

export const byRole = (tree: AXNode[], role: string) => tree.filter((n) => n.role === role);

/** The text a node holds (its static text descendants), as a screen reader would read it. */
export function textOf(node: AXNode): string {
  const parts: string[] = [];
  const walk = (n: AXNode) => {
    if (n.role === 'StaticText' || n.role === 'InlineTextBox') {
      if (n.role === 'StaticText') parts.push(n.name);
      return;
    }
    n.children.forEach(walk);
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The nearest live region around a node ('polite' or 'assertive'), or null when it is in none. */
export function liveRegionOf(node: AXNode): AXNode | null {
  for (let n: AXNode | null = node; n; n = n.parent) {
    const live = n.props.live;
    if (live === 'polite' || live === 'assertive') return n;
    if (n.role === 'status' || n.role === 'alert' || n.role === 'log') return n;
  }
  return null;
}

/** Signs the demo customer in through the API and stores the session as the app does. */
export async function signInDemo(shop: Shop, page: Page) {
  const res = await fetch(`${shop.baseUrl}/api/auth/login_ecommerce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: `+52${DEMO.phone}`, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { userData: unknown; token: string };
  await page.evaluate(
    ({ user, token }) => {
      localStorage.setItem('UserData', JSON.stringify(user));
      localStorage.setItem('UserJWT', token);
    },
    { user: body.userData, token: body.token },
  );
}

export interface ApiProduct {
  product_id: number;
  name: string;
  image: string;
  price: number;
  originalPrice: number;
  type: 'sale' | 'regular';
  isNew: boolean;
  stock: number;
  description: string | null;
  department_id: number;
  maxPerOrder: number;
  sizes: { size: string; stock: number }[];
}

/**
 * A product as a test buys it: a garment in its most stocked size (`size`, and `stock` is that
 * size's units, as the page says once the size is chosen); a piece sold whole as it is (`size` null).
 */
export type BuyableProduct = ApiProduct & { size: string | null };

export function asBought(product: ApiProduct): BuyableProduct {
  const [most] = [...product.sizes].sort((a, b) => b.stock - a.stock);
  return most ? { ...product, size: most.size, stock: most.stock } : { ...product, size: null };
}

/** Every product in stock, newest first. */
export async function catalogue(shop: Shop): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${shop.baseUrl}/api/product/list?limit=100&withoutStock=false&page=${page}`);
    const answer = (await res.json()) as { products: ApiProduct[]; totalPages: number };
    products.push(...answer.products);
    if (page >= answer.totalPages) return products;
  }
}

/**
 * A piece sold whole (jewellery but rings): what a test about something else than sizes buys, so
 * that its stock is one number it can read and change (the API tests do the same, SOLD_WHOLE_SQL).
 */
export const soldWhole = (product: Pick<ApiProduct, 'sizes'>) => product.sizes.length === 0;

/** On a product page, chooses the size a test buys the product in (nothing for a piece sold whole). */
export async function chooseSize(page: Page, product: { size: string | null }) {
  if (product.size === null) return;
  await page.getByRole('radiogroup', { name: 'Talla' }).getByRole('radio', { name: product.size, exact: true }).check();
}

/** Writes a cart into localStorage key `root` (machines/cart/storage.ts) before the app starts. */
export async function seedCart(page: Page, lines: (ApiProduct & { quantity: number })[]) {
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem('cart-seeded')) {
        localStorage.setItem('root', value);
        sessionStorage.setItem('cart-seeded', '1');
      }
    },
    JSON.stringify({ version: 1, lines }),
  );
}
