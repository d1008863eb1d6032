import { useId, type ReactNode } from 'react';
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
  const id = useId();
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-err`} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
