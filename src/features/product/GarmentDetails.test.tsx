/**
 * The garment's label under the description and the size guide's dialog, as a shopper (and a
 * screen reader) meets them: only the label's lines that exist, as a definition list under a named
 * heading; the guide opens from its button as a titled dialog with the chart of that kind of
 * garment, and Escape closes it and gives the focus back to the button.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { SIZE_GUIDE, SIZE_GUIDE_CHARTS } from '../../../copy/size-guide';
import { S } from '../../../copy/storefront';
import { domRoot } from '../../testing/dom-root';
import { GarmentDetails } from './GarmentDetails';
import { SizeGuide } from './SizeGuide';

const { draw, host } = domRoot();

const terms = () =>
  [...host().querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('the garment’s details', () => {
  it('lists composition, origin and care under a heading that names the section', () => {
    draw(
      <GarmentDetails
        product={{ composition: '95% algodón, 5% elastano', origin: 'Hecho en Vietnam', care: 'Lavar a mano.' }}
      />,
    );
    const section = host().querySelector('section')!;
    const heading = section.querySelector('h2')!;
    expect(heading.textContent).toBe(S.product.details);
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(terms()).toEqual([
      [S.product.composition, '95% algodón, 5% elastano'],
      [S.product.origin, 'Hecho en Vietnam'],
      [S.product.care, 'Lavar a mano.'],
    ]);
  });

  it('shows only the lines the label has, and nothing at all without one', () => {
    draw(<GarmentDetails product={{ composition: null, origin: 'Hecho en México', care: '  ' }} />);
    expect(terms()).toEqual([[S.product.origin, 'Hecho en México']]);
    draw(<GarmentDetails product={{ composition: null, origin: null, care: '' }} />);
    expect(host().innerHTML).toBe('');
  });
});

/** The lazily loaded dialog appears a few ticks after the click. */
const dialogAppears = async () => {
  for (let i = 0; i < 100 && !document.querySelector('[role="dialog"]'); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return document.querySelector<HTMLElement>('[role="dialog"]');
};

describe('the size guide', () => {
  it('opens a titled dialog with the chart of its kind of garment; Escape closes it and the focus returns', async () => {
    draw(<SizeGuide chart="ring" />);
    const button = host().querySelector('button')!;
    expect(button.textContent).toBe(SIZE_GUIDE.open);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await act(async () => button.click());
    const dialog = (await dialogAppears())!;
    expect(dialog).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe(SIZE_GUIDE.title);
    const chart = SIZE_GUIDE_CHARTS.ring;
    expect([...dialog.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(chart.columns);
    expect(dialog.querySelectorAll('tbody tr')).toHaveLength(chart.rows.length);
    expect(dialog.querySelector('tbody tr th')?.textContent).toBe('4');
    expect(dialog.querySelector('caption')?.textContent).toBe(chart.caption);

    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    for (let i = 0; i < 50 && document.querySelector('[role="dialog"]'); i++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('each chart gives the US size first, then its Mexican size, and a value in every column of every row', () => {
    for (const chart of Object.values(SIZE_GUIDE_CHARTS)) {
      expect(chart.columns[1]).toBe('Talla MX');
      for (const row of chart.rows) expect(row).toHaveLength(chart.columns.length);
    }
    expect(SIZE_GUIDE_CHARTS.letters.rows.map((r) => r[0])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(SIZE_GUIDE_CHARTS['us-dress'].rows.map((r) => [r[0], r[1]])).toContainEqual(['0', '22']);
  });
});
