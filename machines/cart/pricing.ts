import type { Cents } from '../../contract/money';
import { isOnSale } from '../../contract/sale';
import { MESSAGES } from '../../copy/notices';

/**
 * The cart pricing rule (2x1 at exactly 2 units, 50% off at 3 or more, neither when a line is on sale), the ONLY place it lives. The cart drawer, the
 * payment page and the server all call `priceCart`.
 *
 * Money: every price is integer centavos (the database's, and the app's since src/api read the
 * answer), so sums never drift.
 *
 * Tiers, decided by total units and whether any line is on sale (`isOnSale`, contract/sale.ts):
 * - `empty`: 0 units.
 * - `alreadyDiscounted`: any line is on sale (whatever the unit count): every unit at
 *   its price, total = Σ price × quantity, nothing struck.
 * - `single`: exactly 1 unit: normal price, hint to add one more article for 2x1.
 * - `twoForOne`: exactly 2 units: only the highest unit price is charged; the other unit is
 *   struck. Tie rule: when both units cost the same, the unit of the EARLIER line (or the first
 *   unit of a 2-unit line) is the one charged.
 * - `halfOff`: 3 or more units: every unit at 50%.
 *
 * ROUNDING RULE (the only one): in `halfOff` each unit price is halved and rounded half up to
 * the centavo, `halvedUnitCents = ceil(unitCents / 2)`, then multiplied by the quantity.
 * Example: 3 × $199.99 → 3 × 10000 centavos = $300.00 (not $299.99 or $299.985).
 */
export type PricingTier = 'empty' | 'single' | 'twoForOne' | 'halfOff' | 'alreadyDiscounted';

/** The fields the rule needs, money in integer centavos: a cart line, or a product row of the server's. */
export interface PricingLineInput {
  price: Cents;
  originalPrice: Cents;
  quantity: number;
}

/** A priced line keeps the line it was given (`line`), so a view never joins it back by product_id. */
export interface PricedLine<L extends PricingLineInput = PricingLineInput> {
  line: L;
  /** Units counted (the line's quantity, whole and positive). */
  quantity: number;
  /** The product's unit price. */
  unitCents: Cents;
  /** What the line costs after the rule. */
  chargedCents: Cents;
  /** The line total before the rule (unit × quantity) when something is struck, else null. */
  struckCents: Cents | null;
  /** In `halfOff`: the halved unit price shown beside the struck unit price; else null. */
  halvedUnitCents: Cents | null;
}

export interface CartPricing<L extends PricingLineInput = PricingLineInput> {
  tier: PricingTier;
  units: number;
  /** The lines with units, in the order given. */
  lines: PricedLine<L>[];
  subtotalCents: Cents;
  /** subtotal − total: the discount shown. */
  discountCents: Cents;
  totalCents: Cents;
}

/** Half of a unit price, rounded half up to the centavo (the one rounding rule). */
export const halveCents = (unitCents: Cents): Cents => Math.ceil(unitCents / 2);

const unitsOf = (q: number): number => (Number.isFinite(q) && q > 0 ? Math.floor(q) : 0);

export function pricingTier(lines: readonly PricingLineInput[]): PricingTier {
  const units = lines.reduce((n, l) => n + unitsOf(l.quantity), 0);
  if (units === 0) return 'empty';
  if (lines.some((l) => unitsOf(l.quantity) > 0 && isOnSale(l))) return 'alreadyDiscounted';
  if (units === 1) return 'single';
  if (units === 2) return 'twoForOne';
  return 'halfOff';
}

/**
 * The hint under the lines for a tier, or null (empty cart). Views pass the tier the cart
 * machine is in (its `pricing` region, `selectors.ts` `pricingTierOf`), never one of their own.
 */
export const pricingHint = (tier: PricingTier): string | null => HINTS[tier];

const HINTS: Record<PricingTier, string | null> = {
  empty: null,
  single: MESSAGES.hintSingle,
  twoForOne: MESSAGES.hintTwoForOne,
  halfOff: MESSAGES.hintHalfOff,
  alreadyDiscounted: MESSAGES.hintAlreadyDiscounted,
};

export function priceCart<L extends PricingLineInput>(input: readonly L[]): CartPricing<L> {
  const active = input.filter((l) => unitsOf(l.quantity) > 0);
  const tier = pricingTier(active);
  const base = active.map((line) => {
    const quantity = unitsOf(line.quantity);
    const unitCents = line.price;
    return { line, quantity, unitCents, full: unitCents * quantity };
  });
  const priced = (
    l: (typeof base)[number],
    chargedCents: Cents,
    struckCents: Cents | null,
    halvedUnitCents: Cents | null = null,
  ): PricedLine<L> => ({
    line: l.line,
    quantity: l.quantity,
    unitCents: l.unitCents,
    chargedCents,
    struckCents,
    halvedUnitCents,
  });

  let lines: PricedLine<L>[];
  if (tier === 'halfOff') {
    lines = base.map((l) => {
      const halvedUnitCents = halveCents(l.unitCents);
      return priced(l, halvedUnitCents * l.quantity, l.full, halvedUnitCents);
    });
  } else if (tier === 'twoForOne') {
    // Index of the line holding the charged unit: highest unit price, earliest line on ties.
    let charged = 0;
    base.forEach((l, i) => {
      if (l.unitCents > (base[charged]?.unitCents ?? -1)) charged = i;
    });
    lines = base.map((l, i) => {
      if (l.quantity === 2) return priced(l, l.unitCents, l.full);
      return i === charged ? priced(l, l.unitCents, null) : priced(l, 0, l.full);
    });
  } else {
    lines = base.map((l) => priced(l, l.full, null));
  }

  const subtotalCents = base.reduce((s, l) => s + l.full, 0);
  const totalCents = lines.reduce((s, l) => s + l.chargedCents, 0);
  return {
    tier,
    units: base.reduce((n, l) => n + l.quantity, 0),
    lines,
    subtotalCents,
    discountCents: subtotalCents - totalCents,
    totalCents,
  };
}
