/**
 * Lower-case without accents: how names are compared and searched, on both sides ('Joyería' →
 * 'joyeria'). The server stores it beside each name (seed.ts) and the list page compares its
 * title with it (machines/product-list/list-query.ts).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
