import { searchKey } from '../../../contract/text';

/**
 * What a search matches a product by (product.search_text): its name and brand, and its
 * department and group, so that 'vestido' finds Vestidos and 'joyeria' every jewel. Written when
 * the seed inserts a product and whenever the back office saves one.
 */
export function productSearchText(
  p: { name: string; brand: string },
  department: { name: string; group: string } | undefined,
): string {
  return searchKey(`${p.name} ${p.brand} ${department ? `${department.name} ${department.group}` : ''}`);
}
