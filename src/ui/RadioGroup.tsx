import { useId } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import * as css from './fields.css';

interface RadioGroupProps {
  label: string;
  labelId?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

export function RadioGroup({ label, value, options, onValueChange }: RadioGroupProps) {
  const base = useId();
  return (
    <RadixRadioGroup.Root aria-label={label} className={css.radioGroup} value={value} onValueChange={onValueChange}>
      {options.map((o) => (
        <div key={o.value} className={css.checkboxRow}>
          <RadixRadioGroup.Item id={`${base}-${o.value || 'none'}`} value={o.value} className={css.radio}>
            <RadixRadioGroup.Indicator className={css.radioDot} />
          </RadixRadioGroup.Item>
          <label htmlFor={`${base}-${o.value || 'none'}`} className={css.checkboxRow}>
            {o.label}
          </label>
        </div>
      ))}
    </RadixRadioGroup.Root>
  );
}
