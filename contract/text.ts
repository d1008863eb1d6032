/**
 * Characters that show nothing yet make two equal-looking texts differ: format characters
 * (zero-width space and joiners, bidi controls, soft hyphen, word joiner, BOM, tags), the
 * combining grapheme joiner, variation selectors and the Hangul fillers.
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** A text as people see it: invisible characters out, and each run of blanks one space. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/gu, ' ');
}

/**
 * Lower-case without accents: how names are compared and searched, on both sides ('Joyería' →
 * 'joyeria'). Compatibility forms fold to their letters ('Ｒｏｐａ' → 'ropa') and invisible
 * characters and extra blanks go. The server stores it beside each name (seed.ts), where a
 * department's is unique (migration 014), and the list page compares its title with it
 * (contract/list-title.ts).
 */
export function searchKey(text: string): string {
  return visibleText(text.normalize('NFKD'))
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
