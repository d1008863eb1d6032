import { forwardRef, useId } from 'react';
import type { ProductSize } from '../../../contract/product';
import { API_ERRORS } from '../../../copy/api';
import { S } from '../../../copy/storefront';
import { Radio } from '../../ui/Radio';
import * as css from './size-picker.css';

interface SizePickerProps {
  sizes: readonly ProductSize[];
  chosen: string | null;
  /** An add was refused for want of a size: 'Elige una talla' at the group, tied to it. */
  refused: boolean;
  onChoose: (size: string) => void;
}

/**
 * 'Talla': every size of the product as the browser's own radio buttons under one name (one tab
 * stop, arrow keys move the choice, and all of it works before any script has run). A size sold
 * out is shown, disabled, with 'Agotado' beside it. The ref is the group: the page
 * moves the focus into it when an add is refused (`focusSizePicker`).
 */
export const SizePicker = forwardRef<HTMLDivElement, SizePickerProps>(function SizePicker(
  { sizes, chosen, refused, onChoose },
  ref,
) {
  const name = useId();
  const legendId = `${name}-legend`;
  const errorId = `${name}-err`;
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={legendId}
      className={css.group}
      tabIndex={-1}
      aria-invalid={refused ? true : undefined}
      aria-describedby={refused ? errorId : undefined}
    >
      <p id={legendId} className={css.legend}>
        {S.product.size}
      </p>
      <div className={css.options}>
        {sizes.map(({ size, stock }) => (
          <Radio
            key={size}
            group={name}
            value={size}
            checked={size === chosen}
            disabled={stock <= 0}
            onChoose={() => onChoose(size)}
            className={css.option}
            labelClassName={css.optionLabel}
          >
            {size}
            {/* A space, so that the button's name reads 'S Agotado'. */}
            {stock <= 0 ? ' ' : null}
            {stock <= 0 ? <span className={css.soldOut}>{S.product.soldOut}</span> : null}
          </Radio>
        ))}
      </div>
      <p id={errorId} role="alert" className={css.error}>
        {refused ? API_ERRORS.chooseSize : null}
      </p>
    </div>
  );
});

/** Moves the focus to the group: its checked or first enabled size, else the group itself. */
export function focusSizePicker(group: HTMLDivElement | null) {
  if (!group) return;
  const target =
    group.querySelector<HTMLInputElement>('input:checked') ??
    group.querySelector<HTMLInputElement>('input:not(:disabled)') ??
    group;
  target.focus();
}
