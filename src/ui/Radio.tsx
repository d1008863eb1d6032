import type { ReactNode } from 'react';
import * as fields from './fields.css';

interface RadioProps {
  /** The group's name (from useId): the browser moves the choice among radios of one name with the arrow keys. */
  group: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  /** The row holding the button and its label. */
  className: string;
  labelClassName: string;
  children: ReactNode;
}

/**
 * One of the browser's own radio buttons with its label, for RadioGroup and ChoiceCards: it works
 * before any script has run (the choice is replayed to the app once it takes the page over,
 * src/app/early-typing.ts).
 */
export function Radio({ group, value, checked, disabled, onChoose, className, labelClassName, children }: RadioProps) {
  const id = `${group}-${value || 'none'}`;
  return (
    <div className={className}>
      <input
        id={id}
        type="radio"
        name={group}
        value={value}
        className={fields.radio}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <label htmlFor={id} className={labelClassName}>
        {children}
      </label>
    </div>
  );
}
