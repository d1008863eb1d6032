import type { PRODUCT_IMAGE_WIDTHS as ContractWidths, SectionFilter } from '../../contract/product';

// Values the views need at first paint, mirrored from contract/product.ts without importing zod.
// The `satisfies` clauses make the type checker fail if the contract changes.
export const SECTION_FILTERS = ['RECENT_DISCOUNTS', 'BEST_SELLING', 'JEWELRY', 'MOST_STOCK'] as const satisfies readonly SectionFilter[];
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const satisfies typeof ContractWidths;
export const SEARCH_TEXT_MAX = 200;
