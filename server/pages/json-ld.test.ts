import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../contract/product';
import { RETURN_POLICY, STORE } from '../../contract/store';
import { countryOf, jsonLdScript, onlineStoreJsonLd, type ProductFacts, productJsonLd } from './json-ld';

describe('jsonLdScript', () => {
  it('a value holding </script> cannot close the element, and the JSON reads back the same', () => {
    const data = { '@type': 'Product', name: 'Vestido </script><script>alert(1)</script> & <!-- «x»' };
    const html = jsonLdScript(data);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(body).not.toContain('>');
    expect(body).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(body)).toEqual(data);
  });
});

/**
 * Google's documented properties (developers.google.com/search/docs/appearance/structured-data/
 * merchant-listing, return-policy and organization, read 2026-11), as paths into the JSON-LD.
 * Shipping: an OfferShippingDetails has its destination's country, its rate (value and currency)
 * and its delivery time, handling and transit, each a range of days. Returns on an offer:
 * applicableCountry and returnPolicyCategory are required; with a finite window,
 * merchantReturnDays, returnMethod, returnFees and returnPolicyCountry are recommended.
 * Organization (OnlineStore): no property is required; these are recommended.
 */
const GOOGLE_OFFER_SHIPPING = [
  'shippingRate.value',
  'shippingRate.currency',
  'shippingDestination.addressCountry',
  'deliveryTime.handlingTime.minValue',
  'deliveryTime.handlingTime.maxValue',
  'deliveryTime.handlingTime.unitCode',
  'deliveryTime.transitTime.minValue',
  'deliveryTime.transitTime.maxValue',
  'deliveryTime.transitTime.unitCode',
];
const GOOGLE_RETURN_REQUIRED = ['applicableCountry', 'returnPolicyCategory'];
const GOOGLE_RETURN_FINITE_WINDOW = ['merchantReturnDays', 'returnMethod', 'returnFees', 'returnPolicyCountry'];
const GOOGLE_ORGANIZATION_RECOMMENDED = [
  'name',
  'url',
  'logo',
  'description',
  'telephone',
  'email',
  'address.streetAddress',
  'address.addressLocality',
  'address.addressRegion',
  'address.postalCode',
  'address.addressCountry',
  'hasMerchantReturnPolicy',
];
/** schema.org's members Google accepts for these. */
const RETURN_CATEGORIES = [
  'https://schema.org/MerchantReturnFiniteReturnWindow',
  'https://schema.org/MerchantReturnNotPermitted',
  'https://schema.org/MerchantReturnUnlimitedWindow',
];
const RETURN_METHODS = [
  'https://schema.org/ReturnByMail',
  'https://schema.org/ReturnInStore',
  'https://schema.org/ReturnAtKiosk',
];
const RETURN_FEES = [
  'https://schema.org/FreeReturn',
  'https://schema.org/ReturnFeesCustomerResponsibility',
  'https://schema.org/ReturnShippingFees',
];

type Json = Record<string, unknown>;
const at = (data: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[key], data);
const expectPaths = (data: unknown, paths: string[], what: string) => {
  for (const path of paths) expect(at(data, path), `${what}: ${path}`).not.toBeUndefined();
};

/** As the store holds it: money in centavos. */
const PRODUCT: ShopProduct = {
  product_id: 8,
  name: 'Vestido midi',
  description: 'Vestido de algodón',
  price: 49900,
  originalPrice: 89900,
  stock: 3,
  image: 'p00008-vestido.webp',
  department_id: 1,
  type: 'sale',
  sizes: [],
  isNew: false,
  maxPerOrder: 10,
  composition: '95% algodón, 5% elastano',
  origin: 'Hecho en Vietnam',
  care: null,
  sizeChart: 'letters',
  photos: [],
};
const FACTS: ProductFacts = { brand: 'Calvin Klein', department: 'Vestidos', group: 'Ropa', deliveryCents: 15_000 };
const URLS = {
  page: 'https://tienda.example.mx/product/8',
  images: ['https://tienda.example.mx/api/product/image/x.jpg'],
};

describe('a product offer for Google merchant listings', () => {
  const offer = (productJsonLd(PRODUCT, FACTS, URLS, 'Vestido') as Json).offers as Json;

  it('ships by FedEx to Mexico at the settings’ home-delivery price, and is picked up free in Chihuahua', () => {
    const [home, pickup] = offer.shippingDetails as Json[];
    for (const details of [home, pickup]) {
      expect(details!['@type']).toBe('OfferShippingDetails');
      expectPaths(details, GOOGLE_OFFER_SHIPPING, 'shippingDetails');
      expect(at(details, 'shippingDestination.addressCountry')).toMatch(/^[A-Z]{2}$/);
      expect(at(details, 'shippingRate.value')).toMatch(/^\d+\.\d{2}$/);
      expect(['DAY', 'd']).toContain(at(details, 'deliveryTime.handlingTime.unitCode'));
      expect(['DAY', 'd']).toContain(at(details, 'deliveryTime.transitTime.unitCode'));
      expect(at(details, 'deliveryTime.handlingTime.minValue') as number).toBeLessThanOrEqual(
        at(details, 'deliveryTime.handlingTime.maxValue') as number,
      );
      expect(at(details, 'deliveryTime.transitTime.minValue') as number).toBeLessThanOrEqual(
        at(details, 'deliveryTime.transitTime.maxValue') as number,
      );
    }
    expect(home!.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: '150.00', currency: 'MXN' });
    expect(home!.shippingDestination).toEqual({ '@type': 'DefinedRegion', addressCountry: 'MX' });
    expect(pickup!.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: '0.00', currency: 'MXN' });
    expect(pickup!.shippingDestination).toMatchObject({ addressCountry: 'MX', addressRegion: 'CHH' });
  });

  it('carries the Devoluciones page’s terms: 15 days, in store or by mail, free', () => {
    const policy = offer.hasMerchantReturnPolicy as Json;
    expect(policy['@type']).toBe('MerchantReturnPolicy');
    expectPaths(policy, [...GOOGLE_RETURN_REQUIRED, ...GOOGLE_RETURN_FINITE_WINDOW], 'hasMerchantReturnPolicy');
    expect(RETURN_CATEGORIES).toContain(policy.returnPolicyCategory);
    expect(policy).toMatchObject({
      applicableCountry: 'MX',
      returnPolicyCountry: 'MX',
      merchantReturnDays: RETURN_POLICY.days,
    });
    for (const method of policy.returnMethod as string[]) expect(RETURN_METHODS).toContain(method);
    expect(RETURN_FEES).toContain(policy.returnFees);
  });

  it('earrings have no change (hygiene): their policy says so', () => {
    const earrings = (
      productJsonLd(PRODUCT, { ...FACTS, department: 'Aretes', group: 'Joyería' }, URLS, 'Aretes') as Json
    ).offers as Json;
    const policy = earrings.hasMerchantReturnPolicy as Json;
    expectPaths(policy, GOOGLE_RETURN_REQUIRED, 'hasMerchantReturnPolicy');
    expect(policy.returnPolicyCategory).toBe('https://schema.org/MerchantReturnNotPermitted');
  });

  it('a sale item’s original price is a strikethrough price; a regular item has none', () => {
    expect(offer.price).toBe('499.00');
    expect(offer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: '899.00',
      priceCurrency: 'MXN',
    });
    const regular = (productJsonLd({ ...PRODUCT, originalPrice: 0, type: 'regular' }, FACTS, URLS, 'Vestido') as Json)
      .offers as Json;
    expect(regular.priceSpecification).toBeUndefined();
  });
});

describe('a garment sold by size, as Google’s product-variant rules ask', () => {
  const SIZED = {
    ...PRODUCT,
    sizes: [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 2 },
      { size: 'L', stock: 1 },
    ],
  };
  const group = productJsonLd(SIZED, FACTS, URLS, 'Vestido') as Json;
  const variants = group.hasVariant as Json[];

  it('is a ProductGroup that varies by size, holding what every size shares', () => {
    expect(group['@type']).toBe('ProductGroup');
    expect(group.variesBy).toEqual(['https://schema.org/size']);
    expect(group.productGroupID).toBe('8');
    expect(group).toMatchObject({
      name: 'Vestido midi',
      url: URLS.page,
      image: URLS.images,
      brand: { '@type': 'Brand', name: 'Calvin Klein' },
      material: '95% algodón, 5% elastano',
    });
    expect(group).not.toHaveProperty('offers');
  });

  it('has one Product per size, in order, each with its own sku, its address and its availability', () => {
    expect(variants.map((v) => [v['@type'], v.size, v.sku, v.name, v.url])).toEqual([
      ['Product', 'S', '8-S', 'Vestido midi, talla S', `${URLS.page}?talla=S`],
      ['Product', 'M', '8-M', 'Vestido midi, talla M', `${URLS.page}?talla=M`],
      ['Product', 'L', '8-L', 'Vestido midi, talla L', `${URLS.page}?talla=L`],
    ]);
    expect(variants.map((v) => (v.offers as Json).availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/InStock',
      'https://schema.org/InStock',
    ]);
    for (const variant of variants) {
      expect(variant.image).toBe(URLS.images[0]);
      expect(variant.offers).toMatchObject({
        '@type': 'Offer',
        url: variant.url,
        price: '499.00',
        priceCurrency: 'MXN',
      });
      expect((variant.offers as Json).priceSpecification).toMatchObject({ price: '899.00' });
    }
  });

  it('names a size with characters an address cannot hold by escaping it in the variant’s address', () => {
    const odd = productJsonLd({ ...SIZED, sizes: [{ size: '7 1/2', stock: 1 }] }, FACTS, URLS, 'Anillo') as Json;
    expect((odd.hasVariant as Json[])[0]!.url).toBe(`${URLS.page}?talla=7%201%2F2`);
  });

  it('a product sold whole stays one Product with its offer', () => {
    const whole = productJsonLd(PRODUCT, FACTS, URLS, 'Vestido') as Json;
    expect(whole['@type']).toBe('Product');
    expect(whole.sku).toBe('8');
    expect(whole).not.toHaveProperty('hasVariant');
    expect((whole.offers as Json).availability).toBe('https://schema.org/InStock');
    const soldOut = productJsonLd({ ...PRODUCT, stock: 0 }, FACTS, URLS, 'Vestido') as Json;
    expect((soldOut.offers as Json).availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('a product’s label', () => {
  it('gives its composition as the material and its country of origin, where the label says them', () => {
    const labelled = productJsonLd(PRODUCT, FACTS, URLS, 'Vestido');
    expect(labelled.material).toBe('95% algodón, 5% elastano');
    expect(labelled.countryOfOrigin).toEqual({ '@type': 'Country', name: 'Vietnam' });
    const bare = productJsonLd({ ...PRODUCT, composition: null, origin: null }, FACTS, URLS, 'Vestido');
    expect(bare).not.toHaveProperty('material');
    expect(bare).not.toHaveProperty('countryOfOrigin');
  });

  it('reads the country out of a Mexican label, and keeps a label written another way whole', () => {
    expect(countryOf('Hecho en EE. UU.')).toBe('EE. UU.');
    expect(countryOf(' hecho en  México')).toBe('México');
    expect(countryOf('Vietnam')).toBe('Vietnam');
  });
});

describe('the home page’s OnlineStore', () => {
  const store = onlineStoreJsonLd(
    'https://tienda.example.mx',
    'https://tienda.example.mx/img/apple-touch-icon.png',
    'Outlet de ropa americana',
  );

  it('has Google’s recommended Organization properties: the shop’s address, phone, email and return policy', () => {
    expect(store['@type']).toBe('OnlineStore');
    expectPaths(store, GOOGLE_ORGANIZATION_RECOMMENDED, 'OnlineStore');
    expect(store.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: `${STORE.street}, ${STORE.neighbourhood}`,
      addressLocality: STORE.city,
      addressRegion: STORE.state,
      postalCode: STORE.zip,
      addressCountry: 'MX',
    });
    expect(store.telephone).toBe(STORE.phone);
    const policy = store.hasMerchantReturnPolicy as Json;
    expectPaths(
      policy,
      [...GOOGLE_RETURN_REQUIRED, ...GOOGLE_RETURN_FINITE_WINDOW, 'merchantReturnLink'],
      'hasMerchantReturnPolicy',
    );
    expect(policy.merchantReturnLink).toBe('https://tienda.example.mx/Devoluciones');
  });
});
