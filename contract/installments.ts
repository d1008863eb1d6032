import type { Cents } from './money';

/**
 * Meses sin intereses: the card plans Stripe Checkout offers in Mexico, each from the least a
 * purchase must total for it (Stripe's default minimums: $300 for 3 months, $600 for 6, $900 for
 * 9, $1,200 for 12, that is $100 a month). The checkout turns installments on for a total that
 * reaches the first plan; a product page names the longest plan its price reaches.
 */
export const INSTALLMENT_PLANS: readonly { months: number; minCents: Cents }[] = [
  { months: 3, minCents: 30_000 },
  { months: 6, minCents: 60_000 },
  { months: 9, minCents: 90_000 },
  { months: 12, minCents: 120_000 },
];

/** The plans an amount reaches, in months ([] below $300). */
export const installmentPlansFor = (cents: Cents): number[] =>
  INSTALLMENT_PLANS.filter((plan) => cents >= plan.minCents).map((plan) => plan.months);

/** The longest plan an amount reaches ('Hasta 12 meses sin intereses'), or null when it reaches none. */
export const longestInstallmentPlan = (cents: Cents): number | null => installmentPlansFor(cents).at(-1) ?? null;
