import { useId } from 'react';
import * as css from './fields.css';
import { Radio } from './Radio';

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
        <Radio
          key={o.value}
          group={name}
          value={o.value}
          checked={o.value === value}
          onChoose={() => onValueChange(o.value)}
          className={css.checkboxRow}
          labelClassName={css.checkboxRow}
        >
          {o.label}
        </Radio>
      ))}
    </div>
  );
}
