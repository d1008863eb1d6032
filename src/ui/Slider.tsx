import { type CSSProperties, useEffect, useRef } from 'react';
import * as css from './fields.css';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  valueText: (value: number) => string;
  /** Which side of the thumb is filled as chosen: below it (a maximum, the default) or above it (a minimum). */
  fill?: 'below' | 'above';
  onValueChange: (value: number) => void;
  /** Called when the shopper settles on a value: the thumb released, or a key pressed. */
  onValueCommit: (value: number) => void;
}

/**
 * The browser's own range input, drawn in the store's style: keyboard (arrows, Page Up/Down,
 * Home, End), touch and screen readers work without script, so hydration costs nothing for it.
 */
export function Slider({
  label,
  value,
  min,
  max,
  step = 50,
  valueText,
  fill = 'below',
  onValueChange,
  onValueCommit,
}: SliderProps) {
  const input = useRef<HTMLInputElement>(null);
  const commit = useRef(onValueCommit);
  commit.current = onValueCommit;
  // The browser says "settled" with its native change event (on release, or per key press);
  // React's onChange is the input event, which fires at every step of a drag.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const settled = () => commit.current(Number(element.value));
    element.addEventListener('change', settled);
    return () => element.removeEventListener('change', settled);
  }, []);
  const filled = `${((value - min) / (max - min)) * 100}%`;
  return (
    <input
      ref={input}
      type="range"
      className={fill === 'above' ? `${css.slider} ${css.sliderFillAbove}` : css.slider}
      style={{ [css.sliderFilledProperty]: filled } as CSSProperties}
      min={min}
      max={max}
      step={step}
      value={value}
      aria-label={label}
      aria-valuetext={valueText(value)}
      onChange={(e) => onValueChange(Number(e.currentTarget.value))}
    />
  );
}
