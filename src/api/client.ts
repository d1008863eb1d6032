import { FetchError, ofetch } from 'ofetch';
import type { z } from 'zod';
import { API_ERRORS } from '../../copy/api';
import { ApiFailure } from './failure';

/** The one HTTP client of the storefront: every call goes to /api on the same origin. */
export const http = ofetch.create({ baseURL: '/api', retry: 0, timeout: 15_000 });

type Schemas = typeof import('./schemas');
const loadSchemas = () => import('./schemas');

export async function toApiFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  if (error instanceof FetchError) {
    const { ApiErrorSchema } = await loadSchemas();
    const body = ApiErrorSchema.safeParse(error.data);
    return new ApiFailure(body.success ? body.data.error : error.message, error.status, error.data);
  }
  return new ApiFailure(error instanceof Error ? error.message : String(error), undefined);
}

/** The client of getParsed's GETs: `http`, or on the server the same client over another fetch. */
let reads = http;

/**
 * Server rendering only (src/entry-server.tsx): the GETs go to `fetchImpl` (the server's own routes,
 * without a network), built and read exactly as in the browser, failures included.
 */
export function setApiFetch(fetchImpl: typeof fetch) {
  reads = http.create({}, { fetch: fetchImpl });
}

/** GET a path and parse the answer with a contract schema; failures become ApiFailure. */
export async function getParsed<S extends z.ZodType>(
  path: string,
  pick: (schemas: Schemas) => S,
  query?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const schemas = loadSchemas();
  let raw: unknown;
  try {
    raw = await reads(path, { query, signal });
  } catch (error) {
    throw await toApiFailure(error);
  }
  const parsed = pick(await schemas).safeParse(raw);
  if (!parsed.success) throw new ApiFailure(API_ERRORS.unexpectedAnswer, undefined);
  return parsed.data;
}
