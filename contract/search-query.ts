import { searchKey } from './text';

/** The most words, and characters once folded, that a search reads: the rest of its text is left out. */
export const SEARCH_WORDS_MAX = 8;
export const SEARCH_FOLDED_MAX = 100;

/**
 * Latin letters that NFKD does not split into a letter and an accent, as the database's unaccent
 * writes them, so that the words counted here are the words the engine reads.
 */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * A search text's words as the engine (shop_fold, migration 022) reads them: folded by searchKey
 * (compatibility forms to their letters, '㎈' → 'cal', accents and case away), an apostrophe or a
 * dot inside a word dropped ("Levi's" → 'levis'), every other sign a space. Only a–z and digits
 * are left, which every database locale splits the same way.
 */
export function searchWords(text: string): string[] {
  return (
    searchKey(text)
      .replace(/[ßæœøđðłþı]/g, (letter) => LATIN_LETTERS[letter]!)
      .replace(/([a-z0-9])['’`.]+(?=[a-z0-9])/g, '$1')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** What a search reads of a text (`text`, its words joined by spaces), and whether it left some out (`cut`). */
export interface SearchedText {
  readonly text: string;
  readonly cut: boolean;
}

/**
 * The one place a search text is limited, for the store's list, the header's dropdown and the
 * owner's product search alike: folded first (a folded text can be longer than the typed one:
 * '㎈' × 86 is 258 letters), then its first SEARCH_WORDS_MAX words that fit in SEARCH_FOLDED_MAX
 * characters; a first word longer than that is cut there. What is left out is not searched, and
 * the results page says what was ('Buscamos: …').
 */
export function searchedText(text: string): SearchedText {
  const words = searchWords(text);
  const kept: string[] = [];
  for (const word of words.slice(0, SEARCH_WORDS_MAX)) {
    if ([...kept, word].join(' ').length > SEARCH_FOLDED_MAX) break;
    kept.push(word);
  }
  const searched = kept.length > 0 ? kept.join(' ') : (words[0]?.slice(0, SEARCH_FOLDED_MAX) ?? '');
  return { text: searched, cut: searched !== words.join(' ') };
}
