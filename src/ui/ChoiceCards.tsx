import { type ReactNode, useId } from 'react';
import * as css from './form.css';
import { Radio } from './Radio';

interface ChoiceCardsProps<V extends string> {
  labelledBy: string;
  value: V;
  /** The choice cannot change now (for example while a payment is being prepared). */
  disabled?: boolean;
  onValueChange: (value: V) => void;
  options: readonly { value: V; title: string; hint?: ReactNode }[];
}

/**
 * A radio group drawn as cards with a title and a hint (both in the label, so both name the choice):
 * the browser's own radio buttons under one name, so arrow keys move the choice without script.
 */
export function ChoiceCards<V extends string>({
  labelledBy,
  value,
  disabled = false,
  onValueChange,
  options,
}: ChoiceCardsProps<V>) {
  const base = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={css.choiceList}>
      {options.map((o) => (
        <Radio
          key={o.value}
          group={base}
          value={o.value}
          checked={o.value === value}
          disabled={disabled}
          onChoose={() => onValueChange(o.value)}
          className={css.choice}
          labelClassName={css.choiceText}
        >
          <span className={css.choiceTitle}>{o.title}</span>
          {o.hint ? <span className={css.choiceHint}>{o.hint}</span> : null}
        </Radio>
      ))}
    </div>
  );
}
