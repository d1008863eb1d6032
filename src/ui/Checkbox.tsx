import { useId } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import * as css from './fields.css';

interface CheckboxProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function Checkbox({ label, checked, onCheckedChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className={css.checkboxRow}>
      <RadixCheckbox.Root id={id} className={css.checkbox} checked={checked} onCheckedChange={(v) => onCheckedChange(v === true)}>
        <RadixCheckbox.Indicator>
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7" />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className={css.checkboxRow}>
        {label}
      </label>
    </div>
  );
}
