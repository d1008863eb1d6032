import { useId } from 'react';
import * as css from './fields.css';

interface RadioGroupProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

/**
 * The browser's own radio buttons under one name: one tab stop, arrow keys move the choice, and
 * no script is needed for any of it (Radix's roving focus re-rendered the group after hydration).
 */
export function RadioGroup({ label, value, options, onValueChange }: RadioGroupProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={css.radioGroup}>
      {options.map((o) => (
        <div key={o.value} className={css.checkboxRow}>
          <input
            id={`${name}-${o.value || 'none'}`}
            type="radio"
            name={name}
            value={o.value}
            className={css.radio}
            checked={o.value === value}
            onChange={() => onValueChange(o.value)}
          />
          <label htmlFor={`${name}-${o.value || 'none'}`} className={css.checkboxRow}>
            {o.label}
          </label>
        </div>
      ))}
    </div>
  );
}
