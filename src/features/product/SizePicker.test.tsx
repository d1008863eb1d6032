/**
 * The size picker as a shopper (and a screen reader) meets it: a group named 'Talla' of the
 * browser's own radio buttons, every size shown, a sold-out one disabled with 'Agotado' in its
 * name; the size the address names drawn checked by the server, before any script; a refused add's
 * 'Elige una talla' tied to the group, and the focus moved into it.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { API_ERRORS } from '../../../copy/api';
import { S } from '../../../copy/storefront';
import { makeProduct } from '../../../machines/cart/fixtures';
import { domRoot } from '../../testing/dom-root';
import { AddToCart } from './AddToCart';
import { focusSizePicker, SizePicker } from './SizePicker';

const { draw, host } = domRoot();
const SIZES = [
  { size: 'S', stock: 0 },
  { size: 'M', stock: 3 },
  { size: 'L', stock: 2 },
];
const radios = (root: ParentNode) => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
const nameOf = (input: HTMLInputElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

describe('the size picker', () => {
  it('is a radio group named Talla with every size, the sold-out one disabled and saying Agotado', () => {
    draw(<SizePicker sizes={SIZES} chosen="L" refused={false} onChoose={() => {}} />);
    const group = host().querySelector('[role=radiogroup]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(S.product.size);
    const inputs = radios(group);
    expect(inputs.map(nameOf)).toEqual([`S ${S.product.soldOut}`, 'M', 'L']);
    expect(inputs.map((i) => i.disabled)).toEqual([true, false, false]);
    expect(inputs.map((i) => i.checked)).toEqual([false, false, true]);
    // One name: the browser's arrow keys move the choice among them.
    expect(new Set(inputs.map((i) => i.name)).size).toBe(1);
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('hands the size chosen to the page', () => {
    const chosen: string[] = [];
    draw(<SizePicker sizes={SIZES} chosen={null} refused={false} onChoose={(s) => chosen.push(s)} />);
    radios(host())[1]!.click();
    expect(chosen).toEqual(['M']);
  });

  it('after a refused add says Elige una talla as an alert tied to the group, and takes the focus to the first size on sale', () => {
    draw(<SizePicker sizes={SIZES} chosen={null} refused onChoose={() => {}} />);
    const group = host().querySelector<HTMLDivElement>('[role=radiogroup]')!;
    const error = document.getElementById(group.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe(API_ERRORS.chooseSize);
    expect(error.getAttribute('role')).toBe('alert');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    focusSizePicker(group);
    expect(document.activeElement).toBe(radios(group)[1]);
  });

  it('takes the focus to the group itself when every size is sold out', () => {
    draw(<SizePicker sizes={SIZES.map((s) => ({ ...s, stock: 0 }))} chosen={null} refused onChoose={() => {}} />);
    const group = host().querySelector<HTMLDivElement>('[role=radiogroup]')!;
    focusSizePicker(group);
    expect(document.activeElement).toBe(group);
  });
});

describe('the product page’s purchase, drawn on the server', () => {
  const dress = makeProduct(4, { stock: 5, maxPerOrder: 10, sizes: SIZES });
  const drawn = (search: string, product = dress) => {
    const div = document.createElement('div');
    div.innerHTML = renderToString(
      <Router ssrPath="/product/4" ssrSearch={search}>
        <AddToCart product={product} />
      </Router>,
    );
    return div;
  };

  it('checks the size the address names, with that size’s stock as the quantity’s limit', () => {
    const page = drawn('talla=L');
    expect(radios(page).map((i) => i.checked)).toEqual([false, false, true]);
    expect(page.textContent).toContain(S.product.inStock(2));
  });

  it('checks nothing for a size sold out or one the product lacks', () => {
    for (const search of ['talla=S', 'talla=XL', '']) {
      const page = drawn(search);
      expect(radios(page).some((i) => i.checked)).toBe(false);
      expect(page.querySelector('[role=radiogroup]')).not.toBeNull();
    }
  });

  it('draws no size picker for a product sold whole', () => {
    const page = drawn('talla=M', makeProduct(5, { stock: 3 }));
    expect(page.querySelector('[role=radiogroup]')).toBeNull();
    expect(page.textContent).toContain(S.product.addToCart);
    expect(page.textContent).toContain(S.product.inStock(3));
  });
});
