import type { Cents } from '../../contract/money';
import { priceCart } from '../cart/pricing';

/**
 * What a return gives back: what the customer paid for what they give back, no more. The bill's
 * charge for its pieces (shipping apart), less what the pieces they keep would cost under the
 * promotion of that sale, less what earlier returns of the order already give back; never below
 * zero. What the kept pieces cost is the one cart rule (machines/cart/pricing.ts `priceCart`) on
 * the unit prices the bill recorded, in the bill's order of lines (the 2x1 tie rule).
 *
 * A watch ($2,119) and a bracelet ($549) bought together cost $2,119 (2x1): returning the watch
 * gives back $2,119 − $549 = $1,570, since the bracelet kept alone costs its price.
 *
 * The promotion of that sale: a bill whose pieces cost their full price took none (a piece on
 * sale: `alreadyDiscounted`; or a single unit), so its kept pieces cost their full price too; a
 * bill with a discount had no piece on sale, so its kept pieces are priced by the 2x1 / 50% tiers.
 */
export interface BilledLine {
  /** The unit price the bill recorded. */
  unitCents: Cents;
  /** Units bought. */
  quantity: number;
  /** What the bill charged for the line. */
  chargedCents: Cents;
}

export interface ReturnRefund {
  /** What the bill charged for its pieces (its lines' charges, shipping apart). */
  chargedCents: Cents;
  /** Units the customer keeps once this return and the earlier ones are taken out. */
  keptUnits: number;
  /** What the kept units would cost under the sale's promotion. */
  keptCents: Cents;
  /** What earlier returns of the order give back. */
  earlierCents: Cents;
  /** This return's refund: charge − kept − earlier, at least 0. */
  refundCents: Cents;
}

/**
 * The refund of a return. `kept[i]` is how many units of `lines[i]` the customer keeps after this
 * return (bought, less every return not refused, this one included); `earlierCents`, what the
 * earlier returns not refused give back.
 */
export function returnRefund(lines: readonly BilledLine[], kept: readonly number[], earlierCents: Cents): ReturnRefund {
  const chargedCents = lines.reduce((sum, l) => sum + l.chargedCents, 0);
  const fullCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  // no discount taken: the sale was on sale (or one unit), and the kept pieces keep their price
  const onSale = chargedCents === fullCents ? 1 : 0;
  const keptPricing = priceCart(
    lines.map((l, i) => ({ price: l.unitCents, originalPrice: onSale, quantity: kept[i] ?? 0 })),
  );
  return {
    chargedCents,
    keptUnits: keptPricing.units,
    keptCents: keptPricing.totalCents,
    earlierCents,
    refundCents: Math.max(chargedCents - keptPricing.totalCents - earlierCents, 0),
  };
}

/**
 * `totalCents` shared out in proportion to `weights` (whole centavos, largest remainders first,
 * earlier shares on ties), so that the shares add up to exactly the total: a return's refund by
 * its lines. All weights zero: shared equally.
 */
export function shareOut(totalCents: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const fair = sum === 0 ? weights.map(() => 1) : weights;
  const fairSum = sum === 0 ? weights.length : sum;
  const exact = fair.map((w) => (totalCents * w) / fairSum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((s, c) => s + c, 0);
  // the sort is stable: on equal remainders the earlier share comes first
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
