import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import * as fields from './fields.css';
import * as css from './form.css';

interface ChoiceCardsProps<V extends string> {
  labelledBy: string;
  value: V;
  /** The choice cannot change now (for example while a payment is being prepared). */
  disabled?: boolean;
  onValueChange: (value: V) => void;
  options: readonly { value: V; title: string; hint?: ReactNode }[];
}

/** A radio group drawn as cards with a title and a hint (both in the label, so both name the choice); arrow keys move it. */
export function ChoiceCards<V extends string>({ labelledBy, value, disabled = false, onValueChange, options }: ChoiceCardsProps<V>) {
  const base = useId();
  return (
    <RadioGroup.Root aria-labelledby={labelledBy} className={css.choiceList} value={value} disabled={disabled} onValueChange={(v) => onValueChange(v as V)}>
      {options.map((o) => (
        <div key={o.value} className={css.choice}>
          <RadioGroup.Item id={`${base}-${o.value}`} value={o.value} className={fields.radio}>
            <RadioGroup.Indicator className={fields.radioDot} />
          </RadioGroup.Item>
          <label htmlFor={`${base}-${o.value}`} className={css.choiceText}>
            <span className={css.choiceTitle}>{o.title}</span>
            {o.hint ? <span className={css.choiceHint}>{o.hint}</span> : null}
          </label>
        </div>
      ))}
    </RadioGroup.Root>
  );
}
