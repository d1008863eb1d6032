import { useId, type InputHTMLAttributes } from 'react';
import * as css from './form.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it and tied to it (aria-describedby, aria-invalid). */
  error?: string | null;
  description?: string;
}

/** A labelled text input built from parts: label, input, description, error. */
export function TextField({ label, value, onChange, error, description, id: given, className, ...rest }: TextFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  const describedBy = [description ? `${id}-desc` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {description ? (
        <p id={`${id}-desc`} className={css.description}>
          {description}
        </p>
      ) : null}
      <input
        id={id}
        className={css.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <p id={`${id}-err`} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
