import type { Product } from '../../api/products';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import * as css from './product-card.css';

interface ProductGridProps {
  products: readonly Product[];
  showHeart?: boolean;
  /** How many of the first cards are above the fold (eager, high priority for the first). */
  eagerCount?: number;
  label?: string;
  headingLevel?: 2 | 3;
}

export function ProductGrid({
  products,
  showHeart = false,
  eagerCount = 0,
  label,
  headingLevel = 3,
}: ProductGridProps) {
  return (
    <ul className={css.grid} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.product_id}>
          <ProductCard
            product={p}
            showHeart={showHeart}
            priority={i < eagerCount && i === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </span>
      <ul className={css.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton placeholders that never reorder
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
