import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../contract/field-errors';

/**
 * Moves the focus to the first invalid field of a form, so that keyboard and screen-reader users
 * land on what to fix. It waits a frame: the refusal's aria-invalid is drawn by then.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Each refusal (a new errors object naming a field) moves the focus to the form's first invalid field. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: FieldErrors<string>) {
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [errors, form]);
}

/**
 * The submit loop of a form: check what was typed; a refusal shows each message under its field
 * (the fields take `errors`) and moves the focus to the first refused one; what passes is sent,
 * and the form is `busy` while an asynchronous send runs. A refusal of the whole form, the
 * server's, is the form's `FormAlert`.
 */
export function useFormSubmit<K extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  useFocusFirstInvalid(formRef, errors);

  /** Shows `refused` (null or no field: nothing refused), else runs `send`. */
  const submit = async (refused: FieldErrors<K> | null, send: () => unknown) => {
    setErrors(refused ?? {});
    if (refused && Object.keys(refused).length > 0) return;
    const sending = send();
    if (!(sending instanceof Promise)) return;
    setBusy(true);
    try {
      await sending;
    } finally {
      setBusy(false);
    }
  };

  /** The `<form>`'s ref and submit handler: `check` the typed values, then `send` them. */
  const formProps = (check: () => FieldErrors<K> | null, send: () => unknown) => ({
    ref: formRef,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit(check(), send);
    },
  });

  return { errors, busy, submit, formProps };
}

/**
 * A form's text values, field by field, and `field(key)`: the value, change handler and error
 * that tie one TextField to them.
 */
export function useTextFields<K extends string>(initial: Record<K, string>, errors: FieldErrors<K>) {
  const [values, setValues] = useState(initial);
  const field = (key: K) => ({
    value: values[key],
    onChange: (value: string) => setValues((old) => ({ ...old, [key]: value })),
    error: errors[key],
  });
  return { values, field };
}
