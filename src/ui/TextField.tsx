import type { InputHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import * as css from './form.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it and tied to it (aria-describedby, aria-invalid). */
  error?: string | null;
  description?: string;
}

/** A labelled text input: the field's shell (label, description, error) around an input. */
export function TextField({ label, value, onChange, error, description, id, className, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} id={id} description={description} error={error} className={className}>
      {(control) => (
        <input {...control} className={css.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
      )}
    </FieldShell>
  );
}
