import { type ReactNode, useId } from 'react';
import * as css from './form.css';

/** What the shell ties to the one control it labels: give these to the control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  /** The control's id; one is made when none is given. */
  id?: string;
  /** A line that helps to fill the field, read with the control (aria-describedby). */
  description?: ReactNode;
  /** The description goes under the control (a hint about what was typed), not between it and the label. */
  descriptionBelow?: boolean;
  /** The field's error, shown under it and tied to it (aria-describedby, aria-invalid). */
  error?: string | null;
  className?: string;
  /** Draws the control with the props that tie it to its label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one markup of a labelled field: label, description, the control, error. The control is
 * named by the label, described by the description and then the error, and invalid only while it
 * has an error; the error is a plain paragraph (the form's alert is what is announced).
 */
export function FieldShell({
  label,
  id: given,
  description,
  descriptionBelow = false,
  error,
  className,
  children,
}: FieldShellProps) {
  const made = useId();
  const id = given ?? made;
  const descriptionId = `${id}-desc`;
  const errorId = `${id}-err`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const descriptionLine = description ? (
    <p id={descriptionId} className={css.description}>
      {description}
    </p>
  ) : null;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {descriptionBelow ? null : descriptionLine}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {descriptionBelow ? descriptionLine : null}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
