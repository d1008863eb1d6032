import { type KeyboardEvent, useId, useState } from 'react';
import * as css from './fields.css';
import { Icon } from './Icon';

interface NumberFieldProps {
  label: string;
  value: number;
  minValue: number;
  maxValue: number;
  decrementLabel: string;
  incrementLabel: string;
  onChange: (value: number) => void;
}

/**
 * A quantity field with minus and plus buttons, bounded by min and max: a text box that takes
 * whole numbers, as react-aria's NumberField did, without its cost. That one detected the
 * browser's locale when its module loaded and built number parsers when drawn (Intl: about 190 ms
 * of a phone's main thread on the product page, measured under Lighthouse's 4x slowdown), for a
 * field that only ever holds a count of pieces.
 *
 * The keyboard is react-aria's: arrow up and down step by one, Home and End jump to the bounds;
 * the buttons are left out of the tab order, as the arrows do their work. What is typed counts as
 * soon as it is a number within the bounds; anything else is set to the nearest bound (or back to
 * the last count) when the field is left or Enter is pressed.
 */
export function NumberField({
  label,
  value,
  minValue,
  maxValue,
  decrementLabel,
  incrementLabel,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  // What the shopper is typing, until it is settled; null shows the count.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(maxValue, Math.max(minValue, n));
  const set = (n: number) => {
    setDraft(null);
    onChange(clamp(n));
  };
  const settle = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    set(Number.isNaN(typed) ? value : typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    const bound = { Home: minValue, End: maxValue }[event.key];
    if (step !== undefined) set(value + step);
    else if (bound !== undefined) set(bound);
    else if (event.key === 'Enter') settle();
    else return;
    event.preventDefault();
  };
  return (
    <div className={css.numberField}>
      <label id={`${id}-label`} htmlFor={id} className={css.numberLabel}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of a field and its two buttons, not a fieldset of choices */}
      <div role="group" aria-labelledby={`${id}-label`} className={css.numberGroup}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={decrementLabel}
          aria-controls={id}
          disabled={value <= minValue}
          onClick={() => set(value - 1)}
          className={css.numberButton}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const typed = Number(text);
            if (/^\d+$/.test(text) && typed >= minValue && typed <= maxValue) onChange(typed);
          }}
          onBlur={settle}
          onKeyDown={onKeyDown}
          className={css.numberInput}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={incrementLabel}
          aria-controls={id}
          disabled={value >= maxValue}
          onClick={() => set(value + 1)}
          className={css.numberButton}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
