import { useId } from 'react';
import { S } from '../../../copy/storefront';
import type { Product } from '../../api/products';
import * as css from './product.css';

/** The lines of the label in the order the page shows them; a line the label lacks is left out. */
const LINES = [
  ['composition', S.product.composition],
  ['origin', S.product.origin],
  ['care', S.product.care],
] as const;

/** The garment's label (fibres, where it was made, care), under the description: only the lines it has. */
export function GarmentDetails({ product }: { product: Pick<Product, 'composition' | 'origin' | 'care'> }) {
  const titleId = useId();
  const lines = LINES.flatMap(([key, term]) => {
    const value = product[key]?.trim();
    return value ? [{ key, term, value }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <section className={css.details} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.detailsTitle}>
        {S.product.details}
      </h2>
      <dl className={css.detailsList}>
        {lines.map((line) => (
          <div key={line.key} className={css.detailsLine}>
            <dt className={css.detailsTerm}>{line.term}</dt>
            <dd className={css.detailsValue}>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
