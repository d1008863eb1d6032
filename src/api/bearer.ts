import type { z } from 'zod';
import { API_ERRORS } from '../../copy/api';
import { http, toApiFailure } from './client';
import { ApiFailure } from './failure';

/**
 * Calls the API with the session's bearer token (Authorization: Bearer) and parses the answer with a
 * contract schema. Failures become ApiFailure (status 401 means the session ended).
 */
export async function bearerCall<S extends z.ZodType>(
  token: string,
  path: string,
  schema: S,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: Record<string, unknown> | BodyInit;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
  } = {},
): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await http(path, { ...options, headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    throw await toApiFailure(error);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiFailure(API_ERRORS.unexpectedAnswer, undefined);
  return parsed.data;
}

/** The server's own error text, when the failure carried one (not a transport message). */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiFailure &&
    error.status !== undefined &&
    error.status < 500 &&
    !error.message.startsWith('[')
    ? error.message
    : null;
}
