/**
 * The phone's 'Filtrar y ordenar' as a shopper meets it: the button names how many filters are
 * applied; it opens the filters in a dialog whose 'Ver N productos' counts the list as it is now
 * (singular for one, no number while it loads), and closes it with the focus back on the button.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../testing/dom-root';
import { FiltersDrawer } from './FiltersDrawer';

const { draw } = domRoot();

const opener = () => document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
/** An element's text less what is hidden from screen readers. */
const spokenText = (element: Element) => {
  const read = element.cloneNode(true) as Element;
  for (const hidden of read.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return read.textContent;
};
const dialog = () => document.querySelector('[role="dialog"]');
const buttonNamed = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) ?? null;

describe('the filters drawer', () => {
  it('names the applied filters on its button, and draws no dialog on the server', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <FiltersDrawer applied={2} total={12}>
        <p>filtros</p>
      </FiltersDrawer>,
    );
    const button = host.querySelector('button')!;
    // Its name is its text, 'Filtrar y ordenar (2)'; the badge's number is for the eye alone.
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(spokenText(button)).toBe('Filtrar y ordenar (2)');
    expect([...button.querySelectorAll('span[aria-hidden="true"]')].at(-1)?.textContent).toBe('2');
    expect(host.textContent).not.toContain('filtros');
  });

  it('opens the filters in a dialog, counts the list live, and its button closes it with the focus back', async () => {
    draw(
      <FiltersDrawer applied={0} total={null}>
        <label>
          Vestidos <input type="checkbox" />
        </label>
      </FiltersDrawer>,
    );
    expect(opener().textContent).toBe('Filtrar y ordenar');
    opener().focus();
    await act(async () => opener().click());
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()?.textContent).toContain('Vestidos');
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(buttonNamed('Ver productos')).not.toBeNull();

    draw(
      <FiltersDrawer applied={1} total={33}>
        <label>
          Vestidos <input type="checkbox" defaultChecked />
        </label>
      </FiltersDrawer>,
    );
    expect(buttonNamed('Ver 33 productos')).not.toBeNull();
    draw(
      <FiltersDrawer applied={2} total={1}>
        <label>
          Vestidos <input type="checkbox" defaultChecked />
        </label>
      </FiltersDrawer>,
    );
    const showResults = buttonNamed('Ver 1 producto')!;
    expect(showResults).not.toBeNull();
    expect(spokenText(opener())).toBe('Filtrar y ordenar (2)');

    await act(async () => showResults.click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener()));
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });
});
