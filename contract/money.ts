/**
 * Money, the one way the store holds, converts and shows it.
 *
 * Inside the store every amount is integer centavos (`Cents`): the database, the server, the cart
 * rule, the machines and the views add them up without drifting. The API's JSON carries pesos with
 * two decimals (SPEC section 3), so an amount changes units only at the wire: `toPesos` writes one
 * into an answer, `toCents` reads one out of it. Nothing else divides or multiplies by 100.
 */
export type Cents = number;

/** An amount off the wire: pesos with two decimals → centavos (199.99 → 19999, never 19998.999…). */
export const toCents = (pesos: number): Cents => Math.round(pesos * 100);

/** An amount onto the wire: centavos → pesos with two decimals. */
export const toPesos = (cents: Cents): number => cents / 100;

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How the shop shows an amount (SPEC: $ prefix, exactly two decimals): 123450 → '$1,234.50'. */
export const formatMoney = (cents: Cents): string => mxn.format(toPesos(cents));

/**
 * The percent taken off a line (SPEC's order-line `discount`), from what it cost before the rule
 * and what was charged: for display only, two decimals. A line that cost nothing took nothing off.
 */
export const percentOff = (fullCents: Cents, chargedCents: Cents): number =>
  fullCents === 0 ? 0 : Math.round(((fullCents - chargedCents) / fullCents) * 10000) / 100;
