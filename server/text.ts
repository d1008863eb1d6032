/** Lower-case without accents: how names are compared and searched ('Joyería' → 'joyeria'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Escapes LIKE wildcards so a shopper's '%' or '_' is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
