/**
 * The header search's input (SearchCombobox.tsx). A combobox is a text input: the HTML standard
 * allows neither `role="combobox"` nor `aria-expanded` on `<input type="search">` (the Nu HTML
 * Checker reports both), so it is `type="text"` with the keyboard's search key (`enterkeyhint`).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SearchCombobox } from './SearchCombobox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let submitted: string[];

beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  submitted = [];
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function draw(open: boolean) {
  act(() =>
    root.render(
      <SearchCombobox
        label="Buscar productos"
        placeholder="Buscar"
        submitLabel="Buscar"
        maxLength={200}
        value="vestido"
        open={open}
        options={[{ key: '1', href: '/product/1', label: 'Vestido' }]}
        onValueChange={() => {}}
        onSubmit={(v) => submitted.push(v)}
        onPick={() => {}}
      />,
    ),
  );
  return host.querySelector('input')!;
}

it('is a text input with the search key, a combobox that says whether its list is open', () => {
  const input = draw(false);
  expect(input.type).toBe('text');
  expect(input.getAttribute('type')).toBe('text');
  expect(input.getAttribute('enterkeyhint')).toBe('search');
  expect(input.getAttribute('role')).toBe('combobox');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(draw(true).getAttribute('aria-expanded')).toBe('true');
});

it('still searches the typed text when its form is sent', () => {
  const input = draw(false);
  act(() => input.form!.requestSubmit());
  expect(submitted).toEqual(['vestido']);
});
