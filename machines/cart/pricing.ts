import { MESSAGES } from '../messages';

/**
 * The cart pricing rule (SPEC sections 4 and 9), the ONLY place it lives. The cart drawer, the
 * payment page and the server all call `priceCart`.
 *
 * Money: prices arrive in pesos with two decimals; everything here is integer centavos
 * (`toCents` = Math.round(pesos × 100)), so sums never drift.
 *
 * Tiers, decided by total units and whether any line has `originalPrice > 0`:
 * - `empty`: 0 units.
 * - `alreadyDiscounted`: any line has originalPrice > 0 (whatever the unit count): every unit at
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

/** The fields the rule needs; a cart line (Product & quantity) satisfies it. */
export interface PricingLineInput {
  product_id: number;
  price: number;
  originalPrice: number;
  quantity: number;
}

export interface PricedLine {
  product_id: number;
  quantity: number;
  /** The product's unit price, centavos. */
  unitCents: number;
  /** What the line costs after the rule, centavos. */
  chargedCents: number;
  /** The line total before the rule (unit × quantity) when something is struck, else null. */
  struckCents: number | null;
  /** In `halfOff`: the halved unit price shown beside the struck unit price; else null. */
  halvedUnitCents: number | null;
}

export interface CartPricing {
  tier: PricingTier;
  units: number;
  lines: PricedLine[];
  subtotalCents: number;
  /** subtotal − total: the discount shown (SPEC section 4). */
  discountCents: number;
  totalCents: number;
  /** The hint under the lines, or null (empty cart). */
  hint: string | null;
}

export const toCents = (pesos: number): number => Math.round(pesos * 100);
export const fromCents = (cents: number): number => cents / 100;

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** 123450 → '$1,234.50' (es-MX, exactly two decimals). */
export const formatMXN = (cents: number): string => mxn.format(cents / 100);

/** Half of a unit price, rounded half up to the centavo (the one rounding rule). */
export const halveCents = (unitCents: number): number => Math.ceil(unitCents / 2);

const unitsOf = (q: number): number => (Number.isFinite(q) && q > 0 ? Math.floor(q) : 0);

export function pricingTier(lines: readonly PricingLineInput[]): PricingTier {
  const units = lines.reduce((n, l) => n + unitsOf(l.quantity), 0);
  if (units === 0) return 'empty';
  if (lines.some((l) => unitsOf(l.quantity) > 0 && l.originalPrice > 0)) return 'alreadyDiscounted';
  if (units === 1) return 'single';
  if (units === 2) return 'twoForOne';
  return 'halfOff';
}

const HINTS: Record<PricingTier, string | null> = {
  empty: null,
  single: MESSAGES.hintSingle,
  twoForOne: MESSAGES.hintTwoForOne,
  halfOff: MESSAGES.hintHalfOff,
  alreadyDiscounted: MESSAGES.hintAlreadyDiscounted,
};

export function priceCart(input: readonly PricingLineInput[]): CartPricing {
  const active = input.filter((l) => unitsOf(l.quantity) > 0);
  const tier = pricingTier(active);
  const base = active.map((l) => {
    const quantity = unitsOf(l.quantity);
    const unitCents = toCents(l.price);
    return { product_id: l.product_id, quantity, unitCents, full: unitCents * quantity };
  });

  let lines: PricedLine[];
  if (tier === 'halfOff') {
    lines = base.map((l) => {
      const halvedUnitCents = halveCents(l.unitCents);
      return { product_id: l.product_id, quantity: l.quantity, unitCents: l.unitCents, chargedCents: halvedUnitCents * l.quantity, struckCents: l.full, halvedUnitCents };
    });
  } else if (tier === 'twoForOne') {
    // Index of the line holding the charged unit: highest unit price, earliest line on ties.
    let charged = 0;
    base.forEach((l, i) => {
      if (l.unitCents > (base[charged]?.unitCents ?? -1)) charged = i;
    });
    lines = base.map((l, i) => {
      if (l.quantity === 2) return { product_id: l.product_id, quantity: 2, unitCents: l.unitCents, chargedCents: l.unitCents, struckCents: l.full, halvedUnitCents: null };
      return i === charged
        ? { product_id: l.product_id, quantity: 1, unitCents: l.unitCents, chargedCents: l.unitCents, struckCents: null, halvedUnitCents: null }
        : { product_id: l.product_id, quantity: 1, unitCents: l.unitCents, chargedCents: 0, struckCents: l.full, halvedUnitCents: null };
    });
  } else {
    lines = base.map((l) => ({ product_id: l.product_id, quantity: l.quantity, unitCents: l.unitCents, chargedCents: l.full, struckCents: null, halvedUnitCents: null }));
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
    hint: HINTS[tier],
  };
}
