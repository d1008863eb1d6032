/**
 * The product page's gallery (ProductGallery.tsx) driven by the keyboard, as a shopper would: the
 * thumbnails are named buttons that mark the photo shown, and the arrow, Home and End keys move
 * between photos on them (the focus following) and on the row of photos. The browser test
 * (tests/e2e/product-gallery.test.ts) adds the swipe's scroll, the zoom and axe.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { domRoot } from '../../testing/dom-root';
import { ProductGallery } from './ProductGallery';

const PHOTOS = [
  { image: 'p1-vestido.webp', alt: 'Vestido midi — Negro' },
  { image: 'p1-vestido-d1.webp', alt: 'Vestido midi — Negro — vista de detalle' },
  { image: 'p1-vestido-d2.webp', alt: 'Vestido midi — Negro — detalle de la tela y el color' },
];

const root = domRoot();
const thumbnails = () => [...root.host().querySelectorAll<HTMLButtonElement>('ul button')];
const current = () =>
  thumbnails()
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.getAttribute('aria-label'));
const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('the product gallery', () => {
  it('draws every photo with its alt text, the first with high priority, and names each thumbnail', () => {
    root.draw(<ProductGallery photos={PHOTOS} name="Vestido midi — Negro" />);
    const photos = [...root.host().querySelectorAll('[role="group"] img')];
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(PHOTOS.map((p) => p.alt));
    expect(photos[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(photos[1]!.getAttribute('loading')).toBe('lazy');
    expect(thumbnails().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Foto 1 de 3',
      'Foto 2 de 3',
      'Foto 3 de 3',
    ]);
    expect(current()).toEqual(['Foto 1 de 3']);
    expect(root.host().querySelector('button[aria-haspopup="dialog"]')?.getAttribute('aria-label')).toBe(
      'Ampliar foto 1 de 3',
    );
  });

  it('moves between photos with the arrow, Home and End keys on the thumbnails, the focus following', () => {
    root.draw(<ProductGallery photos={PHOTOS} name="Vestido midi — Negro" />);
    thumbnails()[0]!.focus();
    press(thumbnails()[0]!, 'ArrowRight');
    expect(current()).toEqual(['Foto 2 de 3']);
    expect(document.activeElement).toBe(thumbnails()[1]);
    expect(root.host().querySelector('button[aria-haspopup="dialog"]')?.getAttribute('aria-label')).toBe(
      'Ampliar foto 2 de 3',
    );
    press(thumbnails()[1]!, 'End');
    expect(current()).toEqual(['Foto 3 de 3']);
    expect(document.activeElement).toBe(thumbnails()[2]);
    press(thumbnails()[2]!, 'ArrowRight'); // the last stays the last
    expect(current()).toEqual(['Foto 3 de 3']);
    press(thumbnails()[2]!, 'Home');
    expect(current()).toEqual(['Foto 1 de 3']);
    press(thumbnails()[0]!, 'ArrowLeft'); // the first stays the first
    expect(current()).toEqual(['Foto 1 de 3']);
    expect(document.activeElement).toBe(thumbnails()[0]);
  });

  it('moves with the arrow keys on the row of photos, which the keyboard reaches, and says the photo shown', () => {
    root.draw(<ProductGallery photos={PHOTOS} name="Vestido midi — Negro" />);
    const row = root.host().querySelector<HTMLElement>('[role="group"]')!;
    expect(row.tabIndex).toBe(0);
    expect(row.getAttribute('aria-label')).toBe('Fotos de Vestido midi — Negro');
    row.focus();
    press(row, 'ArrowRight');
    expect(current()).toEqual(['Foto 2 de 3']);
    expect(document.activeElement).toBe(row); // the focus stays on the row
    expect(root.host().querySelector('[aria-live]')?.textContent).toBe(`Foto 2 de 3: ${PHOTOS[1]!.alt}`);
  });

  it('chooses a photo by its thumbnail', () => {
    root.draw(<ProductGallery photos={PHOTOS} name="Vestido midi — Negro" />);
    act(() => thumbnails()[2]!.click());
    expect(current()).toEqual(['Foto 3 de 3']);
  });

  it('has no thumbnails, and a row outside the tab order, for one photo', () => {
    root.draw(<ProductGallery photos={PHOTOS.slice(0, 1)} name="Vestido midi — Negro" />);
    expect(thumbnails()).toEqual([]);
    expect(root.host().querySelector('[role="group"]')!.hasAttribute('tabindex')).toBe(false);
    expect(root.host().querySelector('button[aria-haspopup="dialog"]')?.getAttribute('aria-label')).toBe(
      'Ampliar foto',
    );
  });
});
