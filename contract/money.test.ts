import { describe, expect, it } from 'vitest';
import { DELIVERIES, DELIVERY_LETTER, deliveryOfLetter, shippingFor } from './checkout';
import { formatDiscount, formatMoney, percentOff, toCents, toPesos } from './money';
import { isOnSale } from './sale';

describe('money', () => {
  it('changes units only at the wire: pesos with two decimals in and out, exact centavos inside', () => {
    expect(toCents(199.99)).toBe(19999); // 199.99 × 100 is 19998.999… in floating point
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBe(0);
    expect(toPesos(123450)).toBe(1234.5);
    expect(toPesos(19999)).toBe(199.99);
    expect(toCents(toPesos(19999))).toBe(19999);
  });

  it('is shown es-MX with a $ and exactly two decimals', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(19999)).toBe('$199.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(formatMoney(-14900)).toBe('-$149.00'); // a refund line
  });

  it('a discount is written with its minus sign (U+2212), and nothing taken off with none', () => {
    expect(formatDiscount(50000)).toBe('−$500.00');
    expect(formatDiscount(123450)).toBe('−$1,234.50');
    expect(formatDiscount(0)).toBe('$0.00');
  });

  it('writes every amount as es-MX’s own currency format does (Intl, which the browser is spared)', () => {
    const intl = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 123456789, 999999999, 1000000000];
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents);
    for (const cents of amounts) {
      expect(formatMoney(cents), String(cents)).toBe(intl.format(cents / 100));
      expect(formatMoney(-cents - 1), String(-cents - 1)).toBe(intl.format((-cents - 1) / 100));
    }
  });

  it('the percent off a line, two decimals, derived from what it cost and what was charged', () => {
    expect(percentOff(39998, 19999)).toBe(50); // a 2x1 of two units at $199.99
    expect(percentOff(19999, 0)).toBe(100);
    expect(percentOff(19999, 19999)).toBe(0);
    expect(percentOff(30000, 20000)).toBe(33.33);
    expect(percentOff(30000, 10000)).toBe(66.67);
    expect(percentOff(0, 0)).toBe(0); // a free line took nothing off
  });

  it('a product is on sale when it has an original price', () => {
    expect(isOnSale({ originalPrice: 499 })).toBe(true);
    expect(isOnSale({ originalPrice: 0.01 })).toBe(true);
    expect(isOnSale({ originalPrice: 0 })).toBe(false);
  });

  it('store pickup is free and ships to the shop; home and another address cost the settings price', () => {
    expect(shippingFor('pickup', 14900)).toEqual({ cents: 0, shipsToShop: true });
    expect(shippingFor('pickup', null)).toEqual({ cents: 0, shipsToShop: true });
    expect(shippingFor('home', 14900)).toEqual({ cents: 14900, shipsToShop: false });
    expect(shippingFor('other', 14900)).toEqual({ cents: 14900, shipsToShop: false });
    expect(shippingFor('home', null)).toEqual({ cents: null, shipsToShop: false });
    expect(shippingFor(null, 14900)).toEqual({ cents: 14900, shipsToShop: false });
  });

  it('the wire writes home, pickup and another address as a, b and c, and reads each letter back', () => {
    expect(DELIVERIES).toEqual(['home', 'pickup', 'other']);
    expect(DELIVERY_LETTER).toEqual({ home: 'a', pickup: 'b', other: 'c' });
    expect((['a', 'b', 'c'] as const).map(deliveryOfLetter)).toEqual(['home', 'pickup', 'other']);
  });
});
