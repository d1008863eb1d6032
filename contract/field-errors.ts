import type { z } from 'zod';

/** A form's refusal, field by field: the first message of each invalid field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Checks values with a contract schema: the first message of each invalid field, or null when
 * valid. The one reading of a schema's issues, for the forms and for the machines that decide
 * what a form may send (the checkout's address).
 */
export function fieldErrors<K extends string>(schema: z.ZodType, values: Record<K, unknown>): FieldErrors<K> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
