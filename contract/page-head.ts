/**
 * What each page says about itself to search engines and link previews: its title, description,
 * canonical address and whether it may be indexed. A page declares it with usePageHead
 * (src/runtime/use-page-head.ts); the server writes it into the page's HTML with the sharing tags and
 * structured data (server/pages/head-tags.ts), and the app keeps the document in step as the
 * shopper moves between pages.
 */

import { pageTitle, S } from '../copy/storefront';
import { formatMoney } from './money';
import { productPath } from './paths';
import type { ShopProduct } from './product';
import { isOnSale } from './sale';

export interface PageHead {
  /** The whole document title. */
  title: string;
  description: string;
  /**
   * The page's one address for search engines, as a path (with the query only when the query
   * names the content, as a list's ?discount=true). None on a page that must not be indexed.
   */
  canonical?: string;
  /** Personal pages, searches and pages that do not exist: search engines must not index them. */
  noindex?: boolean;
  /** The product a product page shows: shared with its photo and price, and described as structured data. */
  product?: ShopProduct;
}

/** Search results show about this many characters of a description. */
const DESCRIPTION_MAX = 160;

export const homeHead = (): PageHead => ({
  title: S.titles.home,
  description: S.titles.homeDescription,
  canonical: '/',
});

/** A list as the menu links it; a search's results are not a page of their own for search engines. */
export function listHead(heading: string, page: number, canonical: string | null): PageHead {
  const title = pageTitle(page > 1 ? `${heading} · ${S.list.page(page)}` : heading);
  const description = S.titles.listDescription(page > 1 ? `${heading} (${S.list.page(page).toLowerCase()})` : heading);
  return canonical === null ? { title, description, noindex: true } : { title, description, canonical };
}

export function productHead(product: ShopProduct): PageHead {
  const now = `${formatMoney(product.price)} MXN`;
  const price = isOnSale(product) ? `${now} (antes ${formatMoney(product.originalPrice)})` : now;
  const availability = product.stock > 0 ? '' : ` ${S.product.soldOut}.`;
  const about = product.description?.trim() || S.tagline;
  return {
    title: pageTitle(product.name),
    description: clip(`${product.name}: ${price}.${availability} ${about}`),
    canonical: productPath(product.product_id),
    product,
  };
}

export const infoHead = (title: string, lead: string, path: string): PageHead => ({
  title: pageTitle(title),
  description: clip(lead),
  canonical: path,
});

/** A page of one shopper (account, checkout, favourites) or one that does not exist. */
export const privateHead = (title: string): PageHead => ({
  title: pageTitle(title),
  description: S.tagline,
  noindex: true,
});

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}
