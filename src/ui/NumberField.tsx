import { useRef, type RefObject } from 'react';
import { I18nProvider, useButton, useLocale, useNumberField, type AriaButtonProps } from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { Icon } from './Icon';
import * as css from './fields.css';

interface NumberFieldProps {
  label: string;
  value: number;
  minValue: number;
  maxValue: number;
  decrementLabel: string;
  incrementLabel: string;
  onChange: (value: number) => void;
}

/** A quantity field with minus and plus buttons (react-aria), bounded by min and max. */
export function NumberField(props: NumberFieldProps) {
  return (
    <I18nProvider locale="es-MX">
      <NumberFieldInner {...props} />
    </I18nProvider>
  );
}

function NumberFieldInner({ label, value, minValue, maxValue, decrementLabel, incrementLabel, onChange }: NumberFieldProps) {
  const { locale } = useLocale();
  const aria = {
    label,
    value,
    minValue,
    maxValue,
    step: 1,
    decrementAriaLabel: decrementLabel,
    incrementAriaLabel: incrementLabel,
    formatOptions: { maximumFractionDigits: 0 },
    onChange: (v: number) => onChange(Number.isNaN(v) ? minValue : v),
  };
  const state = useNumberFieldState({ ...aria, locale });
  const inputRef = useRef<HTMLInputElement>(null);
  const { labelProps, groupProps, inputProps, incrementButtonProps, decrementButtonProps } = useNumberField(aria, state, inputRef);
  return (
    <div className={css.numberField}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: react-aria's labelProps carry htmlFor, pointing at the input's id */}
      <label {...labelProps} className={css.numberLabel}>
        {label}
      </label>
      <div {...groupProps} className={css.numberGroup}>
        <StepButton {...decrementButtonProps}>
          <Icon name="minus" size={18} />
        </StepButton>
        <input {...inputProps} ref={inputRef} className={css.numberInput} />
        <StepButton {...incrementButtonProps}>
          <Icon name="plus" size={18} />
        </StepButton>
      </div>
    </div>
  );
}

function StepButton(props: AriaButtonProps & { children: React.ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref as RefObject<HTMLButtonElement>);
  return (
    <button {...buttonProps} ref={ref} className={css.numberButton}>
      {props.children}
    </button>
  );
}
