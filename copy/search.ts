/**
 * What the results page says of a search the store read only in part (contract/search-query.ts:
 * its first words, folded): the words it searched. Apart from storefront.ts so that the home
 * page's script, which never shows it, does not carry it.
 */
export const SEARCHED = {
  words: (words: string) => `Buscamos: ${words}`,
  why: (maxWords: number, maxLetters: number) =>
    `Una búsqueda lee hasta ${maxWords} palabras y ${maxLetters} letras; el resto no se buscó.`,
} as const;
