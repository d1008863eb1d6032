/**
 * Characters that show nothing yet make two equal-looking texts differ: Unicode's default-ignorable
 * code points (zero-width space and joiners, bidi controls, soft hyphen, word joiner, BOM,
 * variation selectors, the Hangul fillers, tags).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A text as people see it: invisible characters out, and each run of blanks one space. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/gu, ' ');
}

/**
 * Lower-case without accents: how names are compared and searched, on both sides ('Joyería' →
 * 'joyeria'). Compatibility forms fold to their letters ('Ｒｏｐａ' → 'ropa') and invisible
 * characters and extra blanks go. The server stores it beside each name (seed.ts), where a
 * department's is unique (migration 016), and the list page compares its title with it
 * (contract/list-title.ts).
 */
export function searchKey(text: string): string {
  return visibleText(text.normalize('NFKD'))
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
