import { type Cents, toPesos } from '../../contract/money';
import { INFO_PATH } from '../../contract/paths';
import type { ShopProduct } from '../../contract/product';
import { productSizeUrl } from '../../contract/product-urls';
import { isOnSale } from '../../contract/sale';
import { DELIVERY_DAYS, isNoChangeDepartment, RETURN_POLICY, STORE } from '../../contract/store';
import { SIZE } from '../../copy/storefront';

/**
 * Structured data for search engines (schema.org in JSON-LD), as Google's merchant-listing rules
 * for Product ask it: name, image, offers with price and priceCurrency are required; description,
 * brand, sku, availability, itemCondition, the offer's url, its shipping details and its return
 * policy are recommended, and a sale's original price is a strikethrough price. The home page
 * describes the shop as an OnlineStore (Google's Organization rules: address, telephone, email,
 * logo, url, return policy). server/pages/json-ld.test.ts holds Google's property lists.
 */

/** What a product page says beyond the product's API answer (server/modules/products/repo.ts). */
export interface ProductFacts {
  brand: string;
  department: string;
  group: string;
  /** The home-delivery price now (server/modules/settings/repo.ts). */
  deliveryCents: number;
}

/** A step of the breadcrumb trail; the page itself comes last, without an address. */
export interface Crumb {
  name: string;
  url?: string;
}

const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

/**
 * A JSON-LD block for the page's <head>. JSON text may hold `</script>` or `<!--` inside a string
 * (a product name is shop data): `<`, `>` and `&` are written as JSON escapes, which read back as
 * the same characters, so no value can end the element or start markup.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * A product sold whole is one `Product`. A garment sold by size is a `ProductGroup` that varies
 * by size, as Google's product-variant rules ask: the group holds what every size shares (name,
 * brand, photos, label) and each size is a `Product` of its own with its offer, its availability
 * and the address that opens the page with that size chosen.
 */
export function productJsonLd(
  product: ShopProduct,
  facts: ProductFacts,
  urls: { page: string; images: readonly string[] },
  description: string,
) {
  const shared = {
    name: product.name,
    image: [...urls.images],
    description,
    brand: { '@type': 'Brand', name: facts.brand },
    category: `${facts.group} > ${facts.department}`,
    // The label's fibres and country (schema.org Product: material, countryOfOrigin), where known.
    ...(product.composition ? { material: product.composition } : {}),
    ...(product.origin ? { countryOfOrigin: { '@type': 'Country', name: countryOf(product.origin) } } : {}),
  };
  if (product.sizes.length === 0) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...shared,
      sku: String(product.product_id),
      url: urls.page,
      offers: offer(product, facts, urls.page, product.stock > 0),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...shared,
    productGroupID: String(product.product_id),
    url: urls.page,
    variesBy: ['https://schema.org/size'],
    hasVariant: product.sizes.map(({ size, stock }) => {
      const url = productSizeUrl(urls.page, size);
      return {
        '@type': 'Product',
        name: SIZE.lineName(product.name, size),
        sku: `${product.product_id}-${size}`,
        size,
        image: urls.images[0],
        url,
        offers: offer(product, facts, url, stock > 0),
      };
    }),
  };
}

/** One offer of the product (or of one of its sizes) at its address. */
function offer(product: ShopProduct, facts: ProductFacts, url: string, inStock: boolean) {
  return {
    '@type': 'Offer',
    url,
    // schema.org prices are plain decimals with a dot, no thousands separator or symbol.
    price: toPesos(product.price).toFixed(2),
    priceCurrency: CURRENCY,
    availability: inStock ? SCHEMA_AVAILABILITY.inStock : SCHEMA_AVAILABILITY.outOfStock,
    // The store sells only new, original pieces.
    itemCondition: 'https://schema.org/NewCondition',
    // A sale's price before the discount, shown struck through.
    ...(isOnSale(product)
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: toPesos(product.originalPrice).toFixed(2),
            priceCurrency: CURRENCY,
          },
        }
      : {}),
    shippingDetails: [homeDelivery(facts.deliveryCents), storePickup()],
    hasMerchantReturnPolicy: isNoChangeDepartment(facts.department)
      ? {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: RETURN_POLICY.country,
          returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        }
      : offerReturnPolicy(),
  };
}

/** 'Hecho en Vietnam' names the country Vietnam; a label written another way is kept whole. */
export const countryOf = (origin: string) => origin.replace(/^\s*hecho en\s+/i, '').trim();

const CURRENCY = 'MXN';
const days = (range: { min: number; max: number }) => ({
  '@type': 'QuantitativeValue',
  minValue: range.min,
  maxValue: range.max,
  unitCode: 'DAY',
});
const pesos = (cents: Cents) => ({ '@type': 'MonetaryAmount', value: toPesos(cents).toFixed(2), currency: CURRENCY });

/** FedEx to any address in Mexico, at the settings' home-delivery price. */
function homeDelivery(deliveryCents: number) {
  return {
    '@type': 'OfferShippingDetails',
    shippingLabel: 'FedEx',
    shippingRate: pesos(deliveryCents),
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: STORE.country },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(DELIVERY_DAYS.handling),
      transitTime: days(DELIVERY_DAYS.transit),
    },
  };
}

/** Picked up at the shop in Chihuahua: free, and no time on the road. */
function storePickup() {
  return {
    '@type': 'OfferShippingDetails',
    shippingLabel: 'Recoge gratis en tienda',
    shippingRate: pesos(0),
    // ISO 3166-2:MX: CHH is the state of Chihuahua, where the shop is.
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: STORE.country, addressRegion: 'CHH' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(DELIVERY_DAYS.pickupHandling),
      transitTime: days({ min: 0, max: 0 }),
    },
  };
}

/** The Devoluciones page's terms as Google reads them on an offer (contract/store.ts). */
function offerReturnPolicy() {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: RETURN_POLICY.country,
    returnPolicyCountry: RETURN_POLICY.country,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: RETURN_POLICY.days,
    returnMethod: [
      ...(RETURN_POLICY.inStore ? ['https://schema.org/ReturnInStore'] : []),
      ...(RETURN_POLICY.byMail ? ['https://schema.org/ReturnByMail'] : []),
    ],
    returnFees: RETURN_POLICY.freeReturn ? 'https://schema.org/FreeReturn' : 'https://schema.org/ReturnShippingFees',
  };
}

/** The home page: the shop itself, with its address, phone and return policy (contract/store.ts). */
export function onlineStoreJsonLd(origin: string, logo: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: STORE.name,
    url: `${origin}/`,
    logo,
    description,
    telephone: STORE.phone,
    email: STORE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${STORE.street}, ${STORE.neighbourhood}`,
      addressLocality: STORE.city,
      addressRegion: STORE.state,
      postalCode: STORE.zip,
      addressCountry: STORE.country,
    },
    hasMerchantReturnPolicy: { ...offerReturnPolicy(), merchantReturnLink: origin + INFO_PATH.returns },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
