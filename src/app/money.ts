import { formatMXN, toCents } from '../../machines/cart/pricing';

/** Pesos as the shop shows them: es-MX, $ prefix, exactly 2 decimals ($1,299.00). One formatter: the cart rule's. */
export function formatMoney(pesos: number): string {
  return formatMXN(toCents(pesos));
}

export { formatMXN };
