import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Checks values with a contract schema; the first message of each field, or null when valid. */
export function validate<K extends string>(schema: z.ZodType, values: Record<K, unknown>): FieldErrors<K> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Moves focus to the first invalid field of a form, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
