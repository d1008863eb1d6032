import { LETTER_SCALE, type SizeChart } from './product';

/**
 * A size label is a clean label: what the owner types is read as the label shows, and checked
 * against the size chart of the product's department (`department.size_chart`, migration 018).
 * The server cleans and checks every size it adds or renames (server/modules/admin/sizes-repo.ts);
 * the back office's forms show the same refusals. No zod: the rule alone, for both sides.
 */

/** Characters that show nothing: format (\p{Cf}: zero-width, bidi, soft hyphen), control, and default-ignorable ones. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A label as it reads: compatibility forms folded (NFKC: 'Ｍ' is 'M'), invisible characters out,
 * each run of blanks one space, trimmed; a letter size in capitals ('m' is 'M'), a half size with
 * '.5' ('6½', '6,5' are '6.5').
 */
export function cleanSizeLabel(text: string): string {
  const label = text
    .replace(/\s*½/gu, '.5')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^(\d+),5$/u, '$1.5');
  const upper = label.toUpperCase();
  return LETTER_SCALE.includes(upper) ? upper : label;
}

/** A number written as a label: digits without a leading zero (a lone 0 aside), with a half when `halves`. */
const numberIn = (label: string, min: number, max: number, halves: boolean) => {
  const pattern = halves ? /^(0|[1-9]\d*)(\.5)?$/u : /^(0|[1-9]\d*)$/u;
  const n = Number(label);
  return pattern.test(label) && n >= min && n <= max;
};

/**
 * Whether a cleaned label is a size of the chart: letters XXS to XXXL; a waist in whole inches, 24
 * to 44; a ring size 4 to 13 with halves; a US dress size, a whole number 0 to 44 (skirts are
 * labelled by US size or by their waist). A department with no chart (jewellery sold whole,
 * accessories) takes any label ('Unitalla').
 */
export function sizeFitsChart(label: string, chart: SizeChart | null): boolean {
  switch (chart) {
    case 'letters':
      return LETTER_SCALE.includes(label);
    case 'waist':
      return numberIn(label, 24, 44, false);
    case 'ring':
      return numberIn(label, 4, 13, true);
    case 'us-dress':
      return numberIn(label, 0, 44, false);
    default:
      return true;
  }
}
