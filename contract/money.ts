/**
 * Money, the one way the store holds, converts and shows it.
 *
 * Inside the store every amount is integer centavos (`Cents`): the database, the server, the cart
 * rule, the machines and the views add them up without drifting. The API's JSON carries pesos with
 * two decimals, as the legacy clients read it, so an amount changes units only at the wire: `toPesos` writes one
 * into an answer, `toCents` reads one out of it. Nothing else divides or multiplies by 100.
 */
export type Cents = number;

/** An amount off the wire: pesos with two decimals → centavos (199.99 → 19999, never 19998.999…). */
export const toCents = (pesos: number): Cents => Math.round(pesos * 100);

/** An amount onto the wire: centavos → pesos with two decimals. */
export const toPesos = (cents: Cents): number => cents / 100;

/**
 * How the shop shows an amount ($ prefix, exactly two decimals), as es-MX writes pesos:
 * 123450 → '$1,234.50', -14900 → '-$149.00'.
 *
 * Written out rather than asked of `Intl.NumberFormat('es-MX', { style: 'currency' })`, which
 * gives the same text (money.test.ts compares them) but costs a browser 15 to 40 ms, on a fast
 * computer, the first time a page builds it: one long task, right when the page is taken over.
 */
export const formatMoney = (cents: Cents): string => {
  const whole = Math.abs(Math.round(cents));
  const pesos = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${pesos}.${String(whole % 100).padStart(2, '0')}`;
};

/**
 * The percent taken off a line (the order line's `discount` on the wire), from what it cost before the rule
 * and what was charged: for display only, two decimals. A line that cost nothing took nothing off.
 */
export const percentOff = (fullCents: Cents, chargedCents: Cents): number =>
  fullCents === 0 ? 0 : Math.round(((fullCents - chargedCents) / fullCents) * 10000) / 100;

/**
 * A discount as every summary writes it: the amount taken off, after a minus sign (the typographic
 * U+2212, as wide as the plus, not the hyphen): 50000 → '−$500.00'. Nothing taken off is '$0.00'.
 */
export const formatDiscount = (cents: Cents): string => (cents > 0 ? `−${formatMoney(cents)}` : formatMoney(0));
