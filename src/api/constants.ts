import type { SectionFilter } from '../../contract/product';

// Values the views need at first paint, mirrored from contract/product.ts without importing zod.
// The `satisfies` clauses make the type checker fail if the contract changes.
export const SECTION_FILTERS = ['RECENT_DISCOUNTS', 'BEST_SELLING', 'JEWELRY', 'MOST_STOCK'] as const satisfies readonly SectionFilter[];
export const SEARCH_TEXT_MAX = 200;
