import { useId } from 'react';
import * as css from './fields.css';

interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The browser's own checkbox, drawn in the store's style: it needs no script to be a checkbox,
 * so taking a page over costs nothing for it (Radix's re-rendered each one after hydration).
 */
export function Checkbox({ label, checked, onCheckedChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className={css.checkboxRow}>
      <span className={css.controlBox}>
        <input
          id={id}
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        />
        <svg
          className={css.checkMark}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7" />
        </svg>
      </span>
      <label htmlFor={id} className={css.checkboxRow}>
        {label}
      </label>
    </div>
  );
}
