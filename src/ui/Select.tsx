import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import * as css from './form.css';

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  error?: string | null;
  description?: string;
}

/** A labelled native select: every screen reader, keyboard and phone already knows how to use it. */
export function Select({ label, value, onChange, children, className, error, description, ...rest }: SelectProps) {
  return (
    <FieldShell label={label} error={error} description={description} className={className}>
      {(control) => (
        <select {...control} className={css.select} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
