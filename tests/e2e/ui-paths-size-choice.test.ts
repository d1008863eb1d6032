/**
 * The size choice's generated paths replayed through the real product page (the harness is
 * tests/e2e/ui-paths/replay.ts): a size chosen with its radio button, the address losing its size
 * (the history), an add with and without a size. Each state is checked on the page (the radio
 * checked and the address's `talla`, or none; 'Elige una talla' tied to the group), each effect
 * too: the focus moved into the group, the cart's drawer showing the garment.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emit } from 'xstate';
import { API_ERRORS } from '../../copy/api';
import { S } from '../../copy/storefront';
import { type SizeChoiceEvent, sizeChoiceMachine } from '../../machines/size-choice/size-choice-machine';
import { type ApiProduct, catalogue } from './a11y-helpers';
import { navigateInApp } from './harness';
import {
  type Effect,
  type Expectations,
  type Gestures,
  planPaths,
  type ReplaySpec,
  replay,
  type Start,
  type StepContext,
} from './ui-paths/replay';
import { replayShop } from './ui-paths/shopper';

// The Node copy has no actor system with a cart: its add is recorded as an effect instead (as the
// model test does), and the page must show the garment in the cart's drawer.
const machine = sizeChoiceMachine.provide({
  actions: { addToCart: emit((_, params: object) => ({ type: 'cart.add', ...params })) as never },
});
type M = typeof machine;
type SizedProduct = ApiProduct & { sizes: { size: string; stock: number }[] };
type ChoiceStart = Start<M> & { product: SizedProduct };
type Ctx = StepContext<M, ChoiceStart>;

const sizes = (page: Page) => page.getByRole('radiogroup', { name: S.product.size });
const talla = (page: Page) => new URL(page.url()).searchParams.get('talla');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Productos en tu carrito' });

const gestures = {
  'size.choose': async ({ page }, e) => sizes(page).locator(`input[type=radio][value="${e.size}"]`).click(),
  // The address names no size any more: the history goes back to the page without one.
  'size.clear': async ({ page, start }) => navigateInApp(page, `/product/${start.product.product_id}`),
  'size.add': async ({ page }, e) => {
    const field = page.getByRole('textbox', { name: S.product.quantity });
    await field.fill(String(e.quantity));
    await field.blur();
    await page.getByRole('button', { name: S.product.addToCart }).click();
  },
} satisfies Gestures<M, ChoiceStart>;

async function nothingChosen(page: Page) {
  await expect.poll(() => sizes(page).getByRole('radio', { checked: true }).count()).toBe(0);
  expect(talla(page)).toBeNull();
}

const expectations = {
  deciding: 'transient',
  'unchosen.quiet': async ({ page }) => {
    await nothingChosen(page);
    expect(await sizes(page).getByRole('alert').textContent()).toBe('');
    expect(await sizes(page).getAttribute('aria-invalid')).toBeNull();
  },
  'unchosen.refused': async ({ page }) => {
    await nothingChosen(page);
    await expect.poll(() => sizes(page).getByRole('alert').textContent()).toBe(API_ERRORS.chooseSize);
    expect(await sizes(page).getAttribute('aria-invalid')).toBe('true');
  },
  chosen: async ({ page, after }) => {
    const size = after.context.size!;
    await expect.poll(() => talla(page)).toBe(size);
    expect(await sizes(page).locator(`input[type=radio][value="${size}"]`).isChecked()).toBe(true);
    expect(await sizes(page).getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await sizes(page).getByRole('alert').textContent()).toBe('');
  },
} satisfies Expectations<M, ChoiceStart>;

async function effect({ page, start }: Ctx, e: Effect) {
  switch (e.type) {
    case 'size.required':
      return void (await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="radiogroup"]'))))
        .toBe(true));
    case 'cart.add':
      await drawer(page).getByText(start.product.name).waitFor();
      await drawer(page).getByRole('button', { name: S.cart.close }).click();
      return void (await drawer(page).waitFor({ state: 'hidden' }));
    default:
      throw new Error(`no page check for the effect ${e.type}`);
  }
}

function spec(product: SizedProduct, chosen: string): ReplaySpec<M, ChoiceStart> {
  const events: SizeChoiceEvent[] = [
    ...product.sizes.map((s) => ({ type: 'size.choose' as const, size: s.size })),
    { type: 'size.clear' },
    { type: 'size.add', quantity: 1 },
  ];
  const input = (requested: string | null) => ({ product: product as never, requested });
  return {
    folder: 'size-choice',
    machine,
    starts: [
      {
        name: 'no size in the address',
        input: input(null),
        storage: {},
        url: `/product/${product.product_id}`,
        product,
      },
      {
        name: `?talla=${chosen}`,
        input: input(chosen),
        storage: {},
        url: `/product/${product.product_id}?talla=${chosen}`,
        product,
      },
    ],
    events: () => events,
    gestures,
    expectations,
    effect,
  };
}

const run = replayShop();

describe('size choice machine: generated paths through the real UI', () => {
  it('replays paths that take every transition the UI can produce', async () => {
    const { shop, page } = run;
    const product = ((await catalogue(shop)) as SizedProduct[]).find(
      (p) => p.sizes.some((s) => s.stock === 0) && p.sizes.filter((s) => s.stock > 3).length >= 2 && p.maxPerOrder > 3,
    )!;
    const s = spec(product, product.sizes.find((x) => x.stock > 3)!.size);
    const plan = planPaths(s);
    console.log(
      `size choice: ${plan.paths.length} paths, ${plan.paths.reduce((n, p) => n + p.path.steps.length - 1, 0)} steps`,
    );
    const { replayed } = await replay(page, s, plan);
    expect(plan.unreachable).toEqual([]);
    expect(replayed.size).toBeGreaterThanOrEqual(plan.total);
  }, 300_000);
});
