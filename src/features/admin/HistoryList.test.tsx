/**
 * A product's history reads as the owner thinks of it: a department by its name, a photo as a
 * picture (before and after), a mark-down with its percentage, money as the store shows it.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../../contract/admin';
import { domRoot } from '../../testing/dom-root';
import { HistoryList } from './HistoryList';

const page = domRoot();

const entry = (over: Partial<ChangeEntry>): ChangeEntry => ({
  change_id: 1,
  at: '2026-11-25T18:00:00.000Z',
  by: { name: 'Dueña', phone_number: '+526147654321' },
  action: 'edited',
  before: null,
  after: null,
  departmentNames: {},
  ...over,
});

describe('the history list', () => {
  it('names departments, shows photos as thumbnails and a mark-down with its percentage', () => {
    act(() =>
      page.root().render(
        <HistoryList
          entries={[
            entry({
              change_id: 3,
              action: 'markedDown',
              before: { price: 89900, originalPrice: 0 },
              after: { price: 71920, originalPrice: 89900, percent: 20 },
            }),
            entry({
              change_id: 2,
              action: 'departmentChanged',
              before: { department_id: 1 },
              after: { department_id: 7 },
              departmentNames: { '1': 'Vestidos', '7': 'Blusas' },
            }),
            entry({ change_id: 1, before: { image: 'p-12.webp' }, after: { image: 'u-abc.webp' } }),
          ]}
        />,
      ),
    );
    const text = page.host().textContent ?? '';
    expect(text).toContain('Departamento: Vestidos → Blusas');
    expect(text).not.toMatch(/Departamento: 1\b/);
    expect(text).toContain('Precio: $899.00 → $719.20');
    expect(text).toContain('Rebaja: 20 %');
    expect(text).not.toContain('.webp');
    const photos = [...page.host().querySelectorAll('img')];
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Foto anterior', 'Foto nueva']);
    expect(photos[0]!.getAttribute('src')).toContain('p-12');
    expect(photos[1]!.getAttribute('src')).toContain('u-abc');
  });

  it("shows a product's photos in their order, before and after", () => {
    act(() =>
      page.root().render(
        <HistoryList
          entries={[
            entry({
              before: {
                photos: [
                  { image: 'u-a.webp', alt: 'A' },
                  { image: 'u-b.webp', alt: 'B' },
                ],
              },
              after: {
                photos: [
                  { image: 'u-b.webp', alt: 'B' },
                  { image: 'u-a.webp', alt: 'A' },
                ],
              },
            }),
          ]}
        />,
      ),
    );
    expect(page.host().textContent).toContain('Fotos:');
    expect(page.host().textContent).not.toContain('[object Object]');
    const photos = [...page.host().querySelectorAll('img')];
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Antes, foto 1',
      'Antes, foto 2',
      'Ahora, foto 1',
      'Ahora, foto 2',
    ]);
    expect(photos.map((img) => /u-(\w)/.exec(img.getAttribute('src') ?? '')?.[1])).toEqual(['a', 'b', 'b', 'a']);
  });

  it('names the size a change of one size moved: Talla M first', () => {
    page.draw(
      <HistoryList
        entries={[
          entry({
            change_id: 3,
            action: 'stockSet',
            before: { size: 'M', stock: 3 },
            after: { size: 'M', counted: 6, stock: 5 },
          }),
          entry({ change_id: 2, action: 'sizeAdded', before: null, after: { size: 'XL' } }),
          entry({ change_id: 1, action: 'sizeAdded', before: { stock: 4 }, after: { size: 'S', stock: 0 } }),
        ]}
      />,
    );
    const lines = [...page.host().querySelectorAll('li')].map((li) => li.textContent);
    expect(lines[0]).toContain('Fijó las existencias');
    expect(lines[0]).toContain('Talla M: Contadas en el estante: 6 · Existencias: 3 → 5');
    expect(lines[1]).toContain('Agregó una talla');
    expect(lines[1]).toContain('Talla XL');
    expect(lines[1]).not.toContain('Talla XL:');
    expect(lines[2]).toContain('Talla S: Existencias: 4 → 0');
  });

  it('says both labels of a renamed size, and the size removed', () => {
    page.draw(
      <HistoryList
        entries={[
          entry({ change_id: 2, action: 'sizeRenamed', before: { size: 'M' }, after: { size: 'L' } }),
          entry({ change_id: 1, action: 'sizeRemoved', before: { size: 'S', stock: 0 }, after: { size: 'S' } }),
        ]}
      />,
    );
    const lines = [...page.host().querySelectorAll('li')].map((li) => li.textContent);
    expect(lines[0]).toContain('Renombró una talla');
    expect(lines[0]).toContain('Talla: M → L');
    expect(lines[1]).toContain('Quitó una talla');
    expect(lines[1]).toContain('Talla S');
  });

  it("names a resent message's kind and channel in Spanish", () => {
    page.draw(
      <HistoryList
        entries={[
          entry({
            action: 'messageResent',
            after: { message_id: 7, messageKind: 'readyForPickup', channel: 'whatsapp', recipient: '+526141234567' },
          }),
        ]}
      />,
    );
    expect(page.host().querySelector('li')!.textContent).toContain('Reenvió un mensaje · Dueña · ');
    expect(page.host().querySelector('li')!.textContent).toContain(
      'Núm. de mensaje: 7 · Mensaje: Lista para recoger · Canal: WhatsApp · Para: +526141234567',
    );
  });
});
