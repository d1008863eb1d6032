import { longestInstallmentPlan } from '../../../contract/installments';
import type { ShopProduct } from '../../../contract/product';
import { S } from '../../../copy/storefront';
import * as css from './installments.css';

/**
 * 'Hasta N meses sin intereses' under a product's price: only where the server says the store
 * takes them (`installments`, set when payments go through Stripe) and the price reaches a plan.
 */
export function InstallmentsLine({ product }: { product: Pick<ShopProduct, 'price' | 'installments'> }) {
  const months = product.installments ? longestInstallmentPlan(product.price) : null;
  return months === null ? null : <p className={css.installments}>{S.product.installments(months)}</p>;
}
