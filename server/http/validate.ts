import type { Context } from 'hono';
import type { z } from 'zod';
import { idFromText } from '../../contract/paths';
import { API_ERRORS } from '../../copy/api';
import { badRequest, firstIssue } from './errors';

/**
 * Parses a JSON body with a contract schema; anything else is a 400 with the schema's message.
 * Its size was already bounded by limitBodies (server/http/body-limit.ts), in front of every route.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(API_ERRORS.notJson);
  }
  return parse(schema, json);
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}

/** As `parse`, and the 400 names the field its message is about (`{ error, field }`), for a form to put it there. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  throw badRequest(firstIssue(result.error), typeof field === 'string' ? field : undefined);
}

/** A path id: a positive integer, else a 400 naming what was expected. */
export function parseId(raw: string | undefined, what: string): number {
  const id = idFromText(raw);
  if (id === null) throw badRequest(`${what} debe ser un número entero positivo.`);
  return id;
}
