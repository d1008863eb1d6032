import { z } from 'zod';
import { ID_TEXT } from './paths';

/**
 * Pieces every request schema is built from, so that what the database cannot take is refused at
 * the edge with a 400 and a Spanish sentence instead of failing inside a query with a 500.
 */

/** PostgreSQL's int4, the type of every id column: a larger number cannot name a row. */
export const INT4_MAX = 2_147_483_647;

export const TEXT_HAS_NUL = 'El texto contiene un carácter no permitido.';
export const ID_INVALID = `El identificador debe ser un número entero entre 1 y ${INT4_MAX}.`;

/** Text from outside. PostgreSQL text cannot hold U+0000, so NUL is refused before anything else. */
export const text = (params?: { error?: string }) =>
  z.string(params).refine((s) => !s.includes('\0'), { error: TEXT_HAS_NUL });

/** A row id in a JSON body; `missing` is said when it is absent or not a number. */
export const id = (missing: string) =>
  z
    .number({ error: missing })
    .int({ error: ID_INVALID })
    .min(1, { error: ID_INVALID })
    .max(INT4_MAX, { error: ID_INVALID });

/** Lengths of the account fields; their messages are in copy/validation.ts. */
export const PHONE_MIN = 8;
export const PHONE_MAX = 20;
export const PROFILE_PHONE_MIN = 10;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const NAME_MAX = 60;

/**
 * A person's name: letters (accents included), spaces, apostrophes, hyphens and dots, 2 to 60.
 * Nothing that reads as an address (`://`, `www.`, `@`) and no line break, since a name travels
 * into the messages the store sends.
 */
export const isPersonName = (name: string) =>
  name.length >= NAME_MIN &&
  name.length <= NAME_MAX &&
  /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(name) &&
  !/www\./i.test(name);

/** A record id or page number as a query carries it ('3'): 1 or more, read into a number; else `message`. */
export const positiveIdText = (message: string) =>
  z
    .string()
    .regex(ID_TEXT, { error: message })
    .transform(Number)
    .refine((n) => n >= 1, { error: message });
