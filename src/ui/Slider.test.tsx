/**
 * The price slider (Slider.tsx), the browser's own range input: every step of a drag moves the
 * shown value, and only a settled value (the native change event: the thumb released, or a key
 * pressed) is committed, which is what reloads the list (FilterSidebar.tsx).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Slider } from './Slider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let commits: number[];

function Price() {
  const [value, setValue] = useState(3000);
  return (
    <Slider
      label="Precio máximo"
      value={value}
      min={0}
      max={5000}
      valueText={(v) => `Precio máximo: ${v}`}
      onValueChange={setValue}
      onValueCommit={(v) => commits.push(v)}
    />
  );
}

const slider = () => host.querySelector('input') as HTMLInputElement;

/** Moves the thumb as a drag does: the value, then the input event React listens to. */
function drag(to: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(slider(), String(to));
    slider().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  commits = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Price />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('the price slider', () => {
  it('is a named slider that says its value in words', () => {
    expect(slider().type).toBe('range');
    expect(slider().getAttribute('aria-label')).toBe('Precio máximo');
    expect(slider().getAttribute('aria-valuetext')).toBe('Precio máximo: 3000');
  });

  it('follows a drag without committing it, and commits the value it settles on', () => {
    drag(2500);
    drag(2000);
    expect(slider().getAttribute('aria-valuetext')).toBe('Precio máximo: 2000');
    expect(commits).toEqual([]);
    act(() => {
      slider().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(commits).toEqual([2000]);
  });

  it('fills the track up to its value', () => {
    drag(1000);
    expect(slider().style.getPropertyValue('--slider-filled')).toBe('20%');
  });
});
