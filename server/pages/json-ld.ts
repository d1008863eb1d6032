import type { Product } from '../../contract/product';

/**
 * Structured data for search engines (schema.org in JSON-LD), as Google's merchant-listing rules
 * for Product ask it: name, image, offers with price and priceCurrency are required; description,
 * brand, sku, availability, itemCondition and the offer's url are recommended
 * (tests/api/page-head.test.ts holds the list).
 */

/** What a product page says beyond the product's API answer (server/modules/products/repo.ts). */
export interface ProductFacts {
  brand: string;
  department: string;
  group: string;
}

/** A step of the breadcrumb trail; the page itself comes last, without an address. */
export interface Crumb {
  name: string;
  url?: string;
}

const SCHEMA_AVAILABILITY = { inStock: 'https://schema.org/InStock', outOfStock: 'https://schema.org/OutOfStock' } as const;

/**
 * A JSON-LD block for the page's <head>. JSON text may hold `</script>` or `<!--` inside a string
 * (a product name is shop data): `<`, `>` and `&` are written as JSON escapes, which read back as
 * the same characters, so no value can end the element or start markup.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

export function productJsonLd(product: Product, facts: ProductFacts, urls: { page: string; images: readonly string[] }, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [...urls.images],
    description,
    sku: String(product.product_id),
    brand: { '@type': 'Brand', name: facts.brand },
    category: `${facts.group} > ${facts.department}`,
    url: urls.page,
    offers: {
      '@type': 'Offer',
      url: urls.page,
      // schema.org prices are plain decimals with a dot, no thousands separator or symbol.
      price: product.price.toFixed(2),
      priceCurrency: 'MXN',
      availability: product.stock > 0 ? SCHEMA_AVAILABILITY.inStock : SCHEMA_AVAILABILITY.outOfStock,
      // The store sells only new, original pieces (SPEC section 1).
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, ...(crumb.url ? { item: crumb.url } : {}) })),
  };
}
