/**
 * The quantity field (NumberField.tsx), driven as a shopper would: the arrow, Home and End keys,
 * the two buttons, and typing, in and out of bounds. The browser tests (tests/e2e) use it on the
 * product page with the real cart.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let changes: number[];

function Quantity({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return (
    <NumberField
      label="Cantidad"
      value={value}
      minValue={1}
      maxValue={max}
      decrementLabel="Disminuir cantidad"
      incrementLabel="Aumentar cantidad"
      onChange={(n) => {
        changes.push(n);
        setValue(n);
      }}
    />
  );
}

beforeEach(() => {
  changes = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Quantity max={4} />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const field = () => host.querySelector('input')!;
const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const press = (key: string) =>
  act(() => void field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
/** Types as the browser does: the field's text changes, then an input event. */
function type(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), text);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const leave = () => act(() => void field().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('the quantity field', () => {
  it('is a text box named by its label, in a group with its two buttons', () => {
    const label = host.querySelector('label')!;
    expect(label.htmlFor).toBe(field().id);
    expect(host.querySelector('[role="group"]')!.getAttribute('aria-labelledby')).toBe(label.id);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('numeric');
  });

  it('steps with the arrow keys and the buttons, and stops at its bounds', () => {
    expect(button('Disminuir cantidad').disabled).toBe(true);
    press('ArrowUp');
    press('ArrowUp');
    expect(field().value).toBe('3');
    act(() => button('Aumentar cantidad').click());
    expect(field().value).toBe('4');
    expect(button('Aumentar cantidad').disabled).toBe(true);
    press('ArrowUp');
    expect(field().value).toBe('4');
    press('ArrowDown');
    act(() => button('Disminuir cantidad').click());
    expect(field().value).toBe('2');
    press('Home');
    expect(field().value).toBe('1');
    press('End');
    expect(field().value).toBe('4');
    expect(changes).toEqual([2, 3, 4, 4, 3, 2, 1, 4]);
  });

  it('a number typed within the bounds counts at once', () => {
    type('3');
    expect(changes).toEqual([3]);
    expect(field().value).toBe('3');
  });

  it('a number past a bound is set to that bound when the field is left, or on Enter', () => {
    type('9');
    expect(changes).toEqual([]);
    expect(field().value).toBe('9');
    leave();
    expect(field().value).toBe('4');
    type('0');
    press('Enter');
    expect(field().value).toBe('1');
    expect(changes).toEqual([4, 1]);
  });

  it('text that is not a number goes back to the last count', () => {
    press('ArrowUp');
    type('dos');
    leave();
    expect(field().value).toBe('2');
    type('');
    leave();
    expect(field().value).toBe('2');
  });
});
