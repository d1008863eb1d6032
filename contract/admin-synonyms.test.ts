import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../copy/admin';
import { SYNONYM_WORD_MAX, SynonymFormSchema, SynonymPairListSchema, SynonymPairSchema } from './admin-synonyms';
import { TEXT_HAS_NUL } from './fields';

const refusal = (form: unknown) => {
  const parsed = SynonymFormSchema.safeParse(form);
  expect(parsed.success, JSON.stringify(form)).toBe(false);
  return parsed.error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe("the owner's synonym pairs", () => {
  it('keeps both words as the search reads them: lower case, no accents, no blanks around', () => {
    expect(SynonymFormSchema.parse({ word: '  Suéter ', synonym: 'SWEATER' })).toEqual({
      word: 'sueter',
      synonym: 'sweater',
    });
    expect(SynonymFormSchema.parse({ word: 'Ｒｏｐａ', synonym: 'prendas2' })).toEqual({
      word: 'ropa',
      synonym: 'prendas2',
    });
  });

  it('a word takes up to 40 letters, and says so in Spanish past them', () => {
    expect(SYNONYM_WORD_MAX).toBe(40);
    const longest = 'a'.repeat(40);
    expect(SynonymFormSchema.parse({ word: longest, synonym: 'b' })).toEqual({ word: longest, synonym: 'b' });
    expect(refusal({ word: 'falda', synonym: 'b'.repeat(41) })).toEqual([
      { path: 'synonym', message: ADMIN_ERRORS.synonymWordTooLong(40) },
    ]);
    expect(ADMIN_ERRORS.synonymWordTooLong(40)).toBe('Cada palabra admite como máximo 40 letras.');
  });

  it('refuses a missing or blank word, with the same sentence', () => {
    expect(refusal({ synonym: 'falda' })).toEqual([{ path: 'word', message: ADMIN_ERRORS.synonymWordMissing }]);
    expect(refusal({ word: ' \u200b ', synonym: 'falda' })).toEqual([
      { path: 'word', message: ADMIN_ERRORS.synonymWordMissing },
    ]);
    expect(refusal({ word: 'falda', synonym: 3 })).toEqual([
      { path: 'synonym', message: ADMIN_ERRORS.synonymWordMissing },
    ]);
  });

  it('refuses NUL, several words and signs: a pair is two single words', () => {
    expect(refusal({ word: 'fal\0da', synonym: 'saya' })[0]).toEqual({ path: 'word', message: TEXT_HAS_NUL });
    for (const word of ['falda larga', 'mini-falda', "levi's", 'j.crew'])
      expect(refusal({ word, synonym: 'saya' })).toEqual([{ path: 'word', message: ADMIN_ERRORS.synonymSingleWord }]);
    expect(refusal({ word: 'saya', synonym: 'falda!' })).toEqual([
      { path: 'synonym', message: ADMIN_ERRORS.synonymSingleWord },
    ]);
  });

  it('refuses a word that is its own synonym, accents and capitals aside, on the synonym', () => {
    expect(refusal({ word: 'Camión', synonym: 'camion' })).toEqual([
      { path: 'synonym', message: ADMIN_ERRORS.synonymSameWord },
    ]);
  });

  it('reads a stored pair and the list of them', () => {
    const pair = { synonym_id: 3, word: 'aretes', synonym: 'pendientes' };
    expect(SynonymPairSchema.parse(pair)).toEqual(pair);
    expect(SynonymPairListSchema.parse([pair])).toEqual([pair]);
    for (const broken of [
      { ...pair, synonym_id: 1.5 },
      { ...pair, synonym_id: '3' },
      { ...pair, word: 1 },
      { ...pair, synonym: null },
    ])
      expect(SynonymPairSchema.safeParse(broken).success).toBe(false);
    expect(SynonymPairListSchema.safeParse([{ ...pair, word: undefined }]).success).toBe(false);
  });
});
