import { useEffect, useState } from 'react';
import { formatMoney } from '../../../contract/money';
import { S } from '../../../copy/storefront';
import { type ListQuery, PRICE_SLIDER_MAX, priceCapCents } from '../../../machines/product-list/list-query';
import { Slider } from '../../ui/Slider';
import * as css from './list.css';

interface PriceRangeProps {
  query: ListQuery;
  onChange: (next: ListQuery) => void;
}

/** The maximum on the scale: the cap, or the top of the scale when there is none. */
const scaleMax = (maxPrice: number | null) => maxPrice ?? PRICE_SLIDER_MAX;
const shownMax = (max: number) => (max >= PRICE_SLIDER_MAX ? S.list.priceNoCap : formatMoney(priceCapCents(max)));

/**
 * The price range: two of the browser's range inputs, its minimum and its maximum, each labelled
 * and moved by keyboard, touch or pointer. A drag moves the shown amounts; the list's address
 * changes once the shopper settles (the thumb released, a key pressed). Neither end passes the
 * other, and the maximum at the top of the scale is no cap.
 */
export function PriceRange({ query, onChange }: PriceRangeProps) {
  const [min, setMin] = useState(query.minPrice);
  const [max, setMax] = useState(scaleMax(query.maxPrice));
  useEffect(() => setMin(query.minPrice), [query.minPrice]);
  useEffect(() => setMax(scaleMax(query.maxPrice)), [query.maxPrice]);

  return (
    <div className={css.group}>
      <h2 className={css.groupTitle}>{S.list.priceRange}</h2>
      <p className={css.priceValue} aria-hidden="true">
        <span>{formatMoney(priceCapCents(min))}</span>
        <span>{shownMax(max)}</span>
      </p>
      <Slider
        label={S.list.priceMin}
        value={min}
        min={0}
        max={PRICE_SLIDER_MAX}
        fill="above"
        valueText={(v) => `${S.list.priceMin}: ${formatMoney(priceCapCents(v))}`}
        onValueChange={(v) => setMin(Math.min(v, max))}
        onValueCommit={(v) => onChange({ ...query, minPrice: Math.min(v, max) })}
      />
      <Slider
        label={S.list.priceMax}
        value={max}
        min={0}
        max={PRICE_SLIDER_MAX}
        valueText={(v) => `${S.list.priceMax}: ${shownMax(v)}`}
        onValueChange={(v) => setMax(Math.max(v, min))}
        onValueCommit={(v) => {
          const cap = Math.max(v, min);
          onChange({ ...query, maxPrice: cap >= PRICE_SLIDER_MAX ? null : cap });
        }}
      />
    </div>
  );
}
