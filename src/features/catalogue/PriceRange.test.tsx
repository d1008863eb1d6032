/**
 * The list's price range: two of the browser's range inputs, 'Precio mínimo' and 'Precio máximo',
 * each saying its amount as money; a drag moves the amounts shown, and only a settled value (the
 * thumb released, a key pressed) changes the list's query. Neither end passes the other, and the
 * maximum at the top of the scale is no cap.
 */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { S } from '../../../copy/storefront';
import { type ListQuery, PRICE_SLIDER_MAX, parseListQuery } from '../../../machines/product-list/list-query';
import { domRoot } from '../../testing/dom-root';
import { PriceRange } from './PriceRange';

const { draw, host } = domRoot();

const sliders = () => [...host().querySelectorAll<HTMLInputElement>('input[type=range]')];
const [minSlider, maxSlider] = [() => sliders()[0]!, () => sliders()[1]!];

/** Moves a thumb as a drag does: the value, then the input event React listens to. */
function drag(slider: HTMLInputElement, to: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(slider, String(to));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Lets go of the thumb: the browser's change event. */
const release = (slider: HTMLInputElement) =>
  act(() => {
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  });

/** The range on a list whose address follows each change, as the list page's does. */
function ListWithRange({ search, changes }: { search: string; changes: ListQuery[] }) {
  const [query, setQuery] = useState(parseListQuery(search));
  return (
    <PriceRange
      query={query}
      onChange={(q) => {
        changes.push(q);
        setQuery(q);
      }}
    />
  );
}

function drawRange(search: string) {
  const changes: ListQuery[] = [];
  draw(<ListWithRange key={search} search={search} changes={changes} />);
  return changes;
}

describe('the price range', () => {
  it('is two named sliders on one scale, saying their amounts as money; the default cap is $3,000', () => {
    drawRange('');
    expect(sliders().map((s) => s.getAttribute('aria-label'))).toEqual([S.list.priceMin, S.list.priceMax]);
    expect(sliders().map((s) => [s.min, s.max, s.value])).toEqual([
      ['0', String(PRICE_SLIDER_MAX), '0'],
      ['0', String(PRICE_SLIDER_MAX), '3000'],
    ]);
    expect(minSlider().getAttribute('aria-valuetext')).toBe('Precio mínimo: $0.00');
    expect(maxSlider().getAttribute('aria-valuetext')).toBe('Precio máximo: $3,000.00');
    expect(host().textContent).toContain('$0.00$3,000.00');
  });

  it('follows a drag without changing the list, and changes it once the thumb is released', () => {
    const changes = drawRange('?talla=M');
    drag(minSlider(), 500);
    drag(minSlider(), 750);
    expect(minSlider().getAttribute('aria-valuetext')).toBe('Precio mínimo: $750.00');
    expect(changes).toEqual([]);
    release(minSlider());
    expect(changes).toEqual([{ ...parseListQuery('?talla=M'), minPrice: 750 }]);
  });

  it('neither end passes the other', () => {
    const changes = drawRange('?minPrice=1000&maxPrice=2000');
    drag(minSlider(), 2500);
    expect(minSlider().value).toBe('2000');
    release(minSlider());
    drag(maxSlider(), 500);
    expect(maxSlider().value).toBe('2000');
    release(maxSlider());
    drag(minSlider(), 400);
    release(minSlider());
    drag(maxSlider(), 300);
    release(maxSlider());
    expect(changes.map((q) => [q.minPrice, q.maxPrice])).toEqual([
      [2000, 2000],
      [2000, 2000],
      [400, 2000],
      [400, 400],
    ]);
  });

  it('the maximum at the top of the scale is no cap, and says so', () => {
    const changes = drawRange('');
    drag(maxSlider(), PRICE_SLIDER_MAX);
    expect(maxSlider().getAttribute('aria-valuetext')).toBe(`Precio máximo: ${S.list.priceNoCap}`);
    release(maxSlider());
    expect(changes.map((q) => q.maxPrice)).toEqual([null]);
    drag(maxSlider(), PRICE_SLIDER_MAX - 50);
    release(maxSlider());
    expect(changes.map((q) => q.maxPrice)).toEqual([null, PRICE_SLIDER_MAX - 50]);
  });

  it('a list without a cap shows the maximum at the top; a new address moves both thumbs', () => {
    drawRange('?maxPrice=none');
    expect(maxSlider().value).toBe(String(PRICE_SLIDER_MAX));
    expect(host().textContent).toContain(S.list.priceNoCap);
    drawRange('?minPrice=300&maxPrice=900');
    expect(sliders().map((s) => s.value)).toEqual(['300', '900']);
  });
});
