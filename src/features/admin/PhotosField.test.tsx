/**
 * The product's photos in the editor, by keyboard as well as by dragging: several uploaded at once
 * (more than the product has room for refused before any is sent), each with its description,
 * moved by 'Subir' and 'Bajar', made the main one, removed; every change announced, and the focus
 * kept on the moved photo's control. The upload is stood in for.
 */
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductPhoto } from '../../../contract/product';
import { domRoot } from '../../testing/dom-root';
import { movePhoto, PhotosField } from './PhotosField';

const api = vi.hoisted(() => ({ uploaded: 0, upload: vi.fn() }));
vi.mock('../../api/admin', async (original) => ({
  ...(await original<typeof import('../../api/admin')>()),
  uploadPhoto: async (_token: string, file: File) => {
    api.upload(file.name);
    return { image: `u-${file.name.replace(/\W/g, '')}.webp` };
  },
}));
vi.mock('../../runtime/auth-session', () => ({
  withToken: <T,>(call: (token: string) => Promise<T>) => call('token'),
}));

const page = domRoot();
let latest: ProductPhoto[] = [];
function Harness({ initial }: { initial: ProductPhoto[] }) {
  const [photos, setPhotos] = useState(initial);
  latest = photos;
  return <PhotosField photos={photos} onChange={setPhotos} />;
}
const three = [
  { image: 'u-a.webp', alt: 'Frente' },
  { image: 'u-b.webp', alt: 'Espalda' },
  { image: 'u-c.webp', alt: '' },
];
beforeEach(() => api.upload.mockReset());

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name) ?? null;
const click = (name: string) => act(() => button(name)!.click());
const status = () => document.querySelector('[role="status"]')?.textContent;
const order = () => latest.map((p) => p.image);
const files = (names: string[]) => names.map((n) => new File(['x'], n, { type: 'image/jpeg' }));
async function choose(chosen: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
  Object.defineProperty(input, 'files', { value: chosen, configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('the photos of the product editor', () => {
  it('moves a photo up, down and to the front by buttons, announcing each and keeping the focus on it', async () => {
    page.draw(<Harness initial={three} />);
    // the first has no 'Subir' nor 'Usar como principal', the last no 'Bajar'
    expect(button('Subir la foto 1')).toBeNull();
    expect(button('Usar como principal la foto 1')).toBeNull();
    expect(button('Bajar la foto 3')).toBeNull();
    expect(button('Subir la foto 2')?.textContent).toBe('Subir');
    click('Bajar la foto 1');
    expect(order()).toEqual(['u-b.webp', 'u-a.webp', 'u-c.webp']);
    expect(status()).toBe('La foto 1 pasó al lugar 2. Guarda para conservar el orden.');
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Bajar la foto 2')));
    click('Subir la foto 3');
    expect(order()).toEqual(['u-b.webp', 'u-c.webp', 'u-a.webp']);
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Subir la foto 2')));
    click('Usar como principal la foto 3');
    expect(order()).toEqual(['u-a.webp', 'u-b.webp', 'u-c.webp']);
    expect(status()).toBe('La foto 3 es ahora la principal. Guarda para usarla.');
    // at the front it has no 'Subir': its 'Bajar' takes the focus
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Bajar la foto 1')));
    expect(document.querySelector('ol li')?.textContent).toContain('Principal');
  });

  it('edits a description and removes a photo, the focus going to the next one', async () => {
    page.draw(<Harness initial={three} />);
    const alt = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Descripción de la foto 3')!;
    const input = document.getElementById(alt.htmlFor) as HTMLInputElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Detalle del cuello');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(latest[2]).toEqual({ image: 'u-c.webp', alt: 'Detalle del cuello' });
    click('Quitar la foto 2');
    expect(order()).toEqual(['u-a.webp', 'u-c.webp']);
    expect(status()).toBe('Foto 2 quitada. Guarda para confirmarlo.');
    await vi.waitFor(() => expect(document.activeElement).toBe(button('Quitar la foto 2')));
    expect(document.querySelector('ol')?.getAttribute('aria-label')).toBe('Fotos del producto: 2 de 8');
    click('Quitar la foto 1');
    // a product keeps at least one photo: the last one has no 'Quitar'
    expect(order()).toEqual(['u-c.webp']);
    expect(button('Quitar la foto 1')).toBeNull();
  });

  it('uploads several photos at once, after the ones it has, and announces them', async () => {
    page.draw(<Harness initial={three.slice(0, 1)} />);
    await choose(files(['uno.jpg', 'dos.jpg']));
    expect(api.upload.mock.calls.map((c) => c[0])).toEqual(['uno.jpg', 'dos.jpg']);
    expect(order()).toEqual(['u-a.webp', 'u-unojpg.webp', 'u-dosjpg.webp']);
    expect(latest[1]!.alt).toBe('');
    expect(status()).toBe('2 fotos listas. Guarda para usarlas.');
  });

  it('refuses more than 8 photos, or a file that is no photo, before sending any', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ image: `u-${i}.webp`, alt: '' }));
    page.draw(<Harness initial={seven} />);
    await choose(files(['uno.jpg', 'dos.jpg']));
    expect(api.upload).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Un producto admite como máximo 8 fotos: puedes agregar 1 más.',
    );
    await choose([new File(['x'], 'notas.txt', { type: 'text/plain' })]);
    expect(api.upload).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('La foto debe ser JPEG, PNG, WebP o AVIF.');
    expect(latest).toEqual(seven);
  });
});

describe('movePhoto', () => {
  it('moves one photo, the rest keeping their order', () => {
    expect(movePhoto(three, 2, 0).map((p) => p.image)).toEqual(['u-c.webp', 'u-a.webp', 'u-b.webp']);
    expect(movePhoto(three, 0, 2).map((p) => p.image)).toEqual(['u-b.webp', 'u-c.webp', 'u-a.webp']);
    expect(movePhoto(three, 1, 1)).toEqual(three);
  });
});
