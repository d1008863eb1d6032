import type { Cents } from './money';

/**
 * Mark-downs: the one rule for what a percentage off makes of a price, for the bulk bar's preview
 * and the server's write alike. A mark-down is always a percentage of the original price (the
 * price before any mark-down, `product.original_price_cents`), never of the current one: six
 * 90 % mark-downs in a row leave 10 % of the original, and −20 % on a piece already at −25 % puts
 * it at −20 %. No zod: money in centavos (contract/money.ts), converted only at the wire.
 */

/**
 * How a marked-down price is rounded, the owner's choice in Ajustes (`settings.markdown_rounding`,
 * migration 037): to whole pesos ($1,695.00), or to the nearest price ending in .50 ($1,695.50) or
 * in .99 ($1,694.99).
 */
export const MARKDOWN_ROUNDINGS = ['whole', 'fifty', 'ninetyNine'] as const;
export type MarkdownRounding = (typeof MARKDOWN_ROUNDINGS)[number];
export const DEFAULT_MARKDOWN_ROUNDING: MarkdownRounding = 'whole';

/** The centavos each rounding's prices end in. */
const ENDING: Record<MarkdownRounding, Cents> = { whole: 0, fifty: 50, ninetyNine: 99 };

/** The nearest amount ending as the rounding says (halfway goes up). */
export function roundPrice(cents: Cents, rounding: MarkdownRounding): Cents {
  const ending = ENDING[rounding];
  return Math.round((cents - ending) / 100) * 100 + ending;
}

/**
 * The original price less `percent`, rounded. It stays below the original (else the piece would
 * not be on sale): a rounding up to it takes one peso off. When that leaves nothing (a price of a
 * peso or less), the exact centavos, never less than one.
 */
export function markedDownCents(originalCents: Cents, percent: number, rounding: MarkdownRounding): Cents {
  const exact = (originalCents * (100 - percent)) / 100;
  const rounded = roundPrice(exact, rounding);
  const below = rounded < originalCents ? rounded : rounded - 100;
  return below > 0 ? below : Math.max(1, Math.round(exact));
}

export interface ProductPrice {
  priceCents: Cents;
  /** 0 when the product is not on sale. */
  originalPriceCents: Cents;
}

/** A mark-down of `percent` off the original price; a product not on sale has its price as the original. */
export function markDown(p: ProductPrice, percent: number, rounding: MarkdownRounding): ProductPrice {
  const originalPriceCents = p.originalPriceCents > 0 ? p.originalPriceCents : p.priceCents;
  return { priceCents: markedDownCents(originalPriceCents, percent, rounding), originalPriceCents };
}

/** 'Quitar rebaja': the original price back, and no longer on sale. A product not on sale stays as it is. */
export function removeMarkdown(p: ProductPrice): ProductPrice {
  return { priceCents: p.originalPriceCents > 0 ? p.originalPriceCents : p.priceCents, originalPriceCents: 0 };
}
