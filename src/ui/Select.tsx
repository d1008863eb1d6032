import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import * as css from './form.css';

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  error?: string | null;
}

/** A labelled native select: every screen reader, keyboard and phone already knows how to use it. */
export function Select({ label, value, onChange, children, className, error }: SelectProps) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className={css.select} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
