import { useMemo } from 'react';
import { type CartPricing, priceCart } from '../../../machines/cart/pricing';
import type { CartLine } from '../../domain/cart/use-cart';

/** The cart's pricing from the one rule (machines/cart/pricing.ts). */
export function useCartPricing(lines: readonly CartLine[]): CartPricing<CartLine> {
  return useMemo(() => priceCart(lines), [lines]);
}
