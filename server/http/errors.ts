import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { API_ERRORS } from '../../copy/api';
import { errorSummary } from '../error-summary';

/**
 * An expected failure with a Spanish message for the shopper; becomes `{ error }` with its status,
 * and `{ error, field }` when it is about one field of a form.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    /** Headers the answer carries besides (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.') =>
  new HttpError(401, message);
export const forbidden = (message = 'No puedes ver ni cambiar los datos de otro cliente.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The one error handler: every failure leaves the API as `{ error: "<Spanish sentence>" }`. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError)
    return c.json(
      error.field ? { error: error.message, field: error.field } : { error: error.message },
      error.status,
      error.headers,
    );
  if (error instanceof ZodError) return c.json({ error: firstIssue(error) }, 400);
  if (error instanceof SyntaxError) return c.json({ error: API_ERRORS.notJson }, 400);
  // The path, never the query string or the body: either may carry personal data.
  console.error(`${c.req.method} ${c.req.path} failed: ${errorSummary(error)}`);
  return c.json({ error: 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.' }, 500);
}

export function firstIssue(error: ZodError): string {
  return error.issues[0]?.message ?? 'La petición no es válida.';
}
