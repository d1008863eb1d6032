import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, firstIssue } from './errors';

const MAX_BODY_BYTES = 16 * 1024;

/** Parses a JSON body with a contract schema; anything else is a 400 with the schema's message. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw badRequest('La petición es demasiado grande.');
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest('La petición es demasiado grande.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('El cuerpo de la petición no es JSON válido.');
  }
  return parse(schema, json);
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}

/** A path id: a positive integer, else a 400 naming what was expected. */
export function parseId(raw: string | undefined, what: string): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(`${what} debe ser un número entero positivo.`);
  return Number(raw);
}
