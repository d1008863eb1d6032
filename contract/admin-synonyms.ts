import { z } from 'zod';
import { ADMIN_ERRORS } from '../copy/admin';
import { text } from './fields';
import { searchKey } from './text';

/**
 * The owner's search synonyms (migration 021's search_synonym): two words a shopper types for the
 * same thing ('pendientes' and 'aretes'), one pair read both ways.
 */

/** The longest word a pair holds (the table's check). */
export const SYNONYM_WORD_MAX = 40;

/** One word as the search reads it: letters and digits, no spaces or signs. */
const SINGLE_WORD = /^[\p{L}\p{N}]+$/u;

/** A word of a pair, stored as the search reads it (contract/text.ts searchKey: 'Suéter' → 'sueter'). */
const synonymWord = () =>
  text({ error: ADMIN_ERRORS.synonymWordMissing })
    .overwrite(searchKey)
    .min(1, { error: ADMIN_ERRORS.synonymWordMissing, abort: true })
    .max(SYNONYM_WORD_MAX, { error: ADMIN_ERRORS.synonymWordTooLong(SYNONYM_WORD_MAX) })
    .regex(SINGLE_WORD, { error: ADMIN_ERRORS.synonymSingleWord });

/** POST /api/admin/synonyms: a word and the word that means the same. */
export const SynonymFormSchema = z
  .object({ word: synonymWord(), synonym: synonymWord() })
  .refine((pair) => pair.word !== pair.synonym, { error: ADMIN_ERRORS.synonymSameWord, path: ['synonym'] });
export type SynonymForm = z.input<typeof SynonymFormSchema>;

/** A stored pair, as GET /api/admin/synonyms lists it. */
export const SynonymPairSchema = z.object({
  synonym_id: z.number().int(),
  word: z.string(),
  synonym: z.string(),
});
export type SynonymPair = z.infer<typeof SynonymPairSchema>;
export const SynonymPairListSchema = z.array(SynonymPairSchema);
