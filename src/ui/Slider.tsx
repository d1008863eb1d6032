import { Slider as RadixSlider } from 'radix-ui';
import * as css from './fields.css';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  valueText: (value: number) => string;
  onValueChange: (value: number) => void;
  /** Called when the shopper releases the thumb (pointer up or a key press). */
  onValueCommit: (value: number) => void;
}

export function Slider({ label, value, min, max, step = 50, valueText, onValueChange, onValueCommit }: SliderProps) {
  return (
    <RadixSlider.Root
      className={css.sliderRoot}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(v) => onValueChange(v[0] ?? value)}
      onValueCommit={(v) => onValueCommit(v[0] ?? value)}
    >
      <RadixSlider.Track className={css.sliderTrack}>
        <RadixSlider.Range className={css.sliderRange} />
      </RadixSlider.Track>
      <RadixSlider.Thumb className={css.sliderThumb} aria-label={label} aria-valuetext={valueText(value)} />
    </RadixSlider.Root>
  );
}
