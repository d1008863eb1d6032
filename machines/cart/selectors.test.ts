import { describe, expect, it } from 'vitest';
import { cartMachine } from './cart-machine';
import { makeProduct } from './fixtures';
import * as select from './selectors';

const shirt = makeProduct(1, { stock: 5, maxPerOrder: 3 });
const lines = [
  { ...shirt, quantity: 2, size: null },
  { ...makeProduct(2, { stock: 0 }), quantity: 1, size: null },
];
const at = (panel: string, stock: string, pricing = 'halfOff') =>
  cartMachine.resolveState({ value: { panel, pricing, stock }, context: { lines, adding: null, notices: [] } });

describe('cart selectors: what views read', () => {
  it('the drawer is open; a pay is being checked with the server', () => {
    expect([select.isOpen(at('open', 'idle')), select.isOpen(at('closed', 'idle'))]).toEqual([true, false]);
    expect([
      select.isCheckingPay(at('open', 'verifying')),
      select.isCheckingPay(at('open', 'checking')),
      select.isCheckingPay(at('open', 'idle')),
    ]).toEqual([true, false, false]);
  });

  it('an add is being checked with the server, until it is decided', () => {
    expect(
      ['adding', 'addDeciding', 'idle', 'checking', 'verifying'].map((stock) => select.isAdding(at('closed', stock))),
    ).toEqual([true, true, false, false, false]);
  });

  it('the pricing tier is the state of the pricing region', () => {
    const tiers = ['empty', 'single', 'twoForOne', 'halfOff', 'alreadyDiscounted'];
    expect(tiers.map((tier) => select.pricingTierOf(at('closed', 'idle', tier)))).toEqual(tiers);
  });

  it('line count, units held, remaining stock and addable units', () => {
    expect(select.lineCount({ lines })).toBe(2);
    expect(select.lineCount({ lines: [] })).toBe(0);
    expect(select.unitsInCart(lines, 1)).toBe(2);
    expect(select.unitsInCart(lines, 9)).toBe(0);
    // Stock 5, two held: 3 remain in stock, but the per-order cap of 3 leaves 1 to add.
    expect(select.remainingStock(lines, shirt)).toBe(3);
    expect(select.addableUnits(lines, shirt)).toBe(1);
    expect(select.remainingStock([{ ...shirt, quantity: 7, size: null }], shirt)).toBe(0);
    expect(select.remainingStock(lines, makeProduct(3, { stock: 4 }))).toBe(4);
  });

  it('sold out at or below 0 units', () => {
    expect([0, -1, 1].map((stock) => select.isSoldOut({ stock }))).toEqual([true, true, false]);
  });
});
