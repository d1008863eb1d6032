/**
 * What search engines and link previews read from a page's HTML, with no JavaScript run: each
 * server-drawn page's own title, description and canonical address (from PUBLIC_URL, never the
 * request's Host), Open Graph and Twitter card tags, a product's photo (1200 px wide), price and
 * structured data, noindex on personal pages, /sitemap.xml and /robots.txt.
 *
 * It draws pages with the real server renderer, so it needs the build (`vite build`, as
 * `npm start` runs it): it builds once when dist/.ssr is missing. After changing src/, rebuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productShareImageUrl } from '../../contract/product-urls';
import { STORE } from '../../contract/store';
import { createApp } from '../../server/app';
import { StaticFiles } from '../../server/http/static-files';
import { drawProductImages, imageSourcesFromDb } from '../../server/images/ensure';
import { createTestApp, SOLD_WHOLE_SQL, type TestApp } from '../support/test-app';

const ROOT = resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://tienda.example.mx';
const INFO_PATHS = [
  '/about_us',
  '/ClienteFrecuente',
  '/Contact',
  '/Devoluciones',
  '/Locacion',
  '/MarcasFrecuentes',
  '/ModeloVenta',
  '/OpinionesClientes',
  '/AvisoPrivacidad',
  '/TerminosCondiciones',
];
const PERSONAL_PATHS = [
  '/profile',
  '/payment',
  '/success/cs_test_1',
  '/cancel',
  '/Success',
  '/BuyDetails/1',
  '/login',
  '/signup',
  '/favorites',
];

/**
 * Google's merchant-listing rules for Product structured data (developers.google.com/search/docs/
 * appearance/structured-data/merchant-listing, read 2026-11): required, then recommended, as
 * paths into the JSON-LD. The shipping details' and return policy's own properties are checked in
 * server/pages/json-ld.test.ts.
 */
const GOOGLE_PRODUCT_REQUIRED = ['name', 'image', 'offers', 'offers.price', 'offers.priceCurrency'];
const GOOGLE_PRODUCT_RECOMMENDED = [
  'description',
  'brand.name',
  'sku',
  'offers.availability',
  'offers.itemCondition',
  'offers.url',
  'offers.shippingDetails',
  'offers.hasMerchantReturnPolicy',
];
/** schema.org's ItemAvailability and OfferItemCondition members that the store uses. */
const SCHEMA_ITEM_AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock'];
const SCHEMA_ITEM_CONDITION = [
  'https://schema.org/NewCondition',
  'https://schema.org/UsedCondition',
  'https://schema.org/RefurbishedCondition',
  'https://schema.org/DamagedCondition',
];

type Json = Record<string, unknown>;
/** The Products of a page's data: itself, or, for a ProductGroup, each variant with what the group says for all. */
const productsOf = (data: Json): Json[] =>
  data['@type'] === 'ProductGroup' ? (data.hasVariant as Json[]).map((variant) => ({ ...data, ...variant })) : [data];

describe('pages for search engines and shared links', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let product: { product_id: number; name: string; image: string; price_cents: number; brand: string };

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/.ssr/entry-server.js'))) {
      const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('vite build failed');
    }
    t = await createTestApp('pglite', 40, { publicUrl: ORIGIN });
    app = createApp(t.deps, new StaticFiles(join(ROOT, 'dist')));
    product = (
      await t.db.query<typeof product>(
        'SELECT product_id, name, image, price_cents, brand FROM product WHERE stock > 0 ORDER BY product_id LIMIT 1',
      )
    )[0]!;
    // The first product's photos, as start-up draws every product's.
    const sources = await imageSourcesFromDb(t.db);
    for (const source of sources.filter((s) => s.imageName === product.image))
      await drawProductImages(t.deps.imagesDir, source);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string) => {
    // A Host header of the sender's choosing never reaches the page's addresses.
    const res = await app.request(path, { headers: { host: 'evil.example' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    return html.split('</head>')[0]!;
  };
  const count = (head: string, pattern: RegExp) => head.match(new RegExp(pattern, 'g'))?.length ?? 0;
  const title = (head: string) => {
    expect(count(head, /<title>/)).toBe(1);
    return decode(/<title>([^<]*)<\/title>/.exec(head)![1]!);
  };
  const meta = (head: string, key: string) => {
    const tags = [...head.matchAll(/<meta [^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes(`name="${key}"`) || tag.includes(`property="${key}"`));
    expect(tags.length, `one ${key}`).toBeLessThanOrEqual(1);
    const content = tags[0] && /content="([^"]*)"/.exec(tags[0]);
    return content ? decode(content[1]!) : undefined;
  };
  const canonical = (head: string) => {
    const links = [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)];
    expect(links.length).toBeLessThanOrEqual(1);
    return links[0] ? decode(links[0][1]!) : undefined;
  };
  const jsonLd = (head: string) =>
    [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json);

  it('the home page: its title, description, canonical address and sharing tags', async () => {
    const head = await page('/');
    expect(title(head)).toBe('Outlet Chihuahua · Ropa americana original y nueva');
    expect(count(head, /name="description"/)).toBe(1);
    expect(meta(head, 'description')).toMatch(/ropa americana/i);
    expect(canonical(head)).toBe(`${ORIGIN}/`);
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:title')).toBe(title(head));
    expect(meta(head, 'og:description')).toBe(meta(head, 'description'));
    expect(meta(head, 'og:site_name')).toBe('Outlet Chihuahua');
    expect(meta(head, 'og:locale')).toBe('es_MX');
    expect(meta(head, 'twitter:card')).toBeDefined();
    expect(meta(head, 'robots')).toBeUndefined();
    expect(head).not.toContain('evil.example');
  });

  it('a list: its own title and description, one canonical address however it was reached, spelt or filtered', async () => {
    const head = await page('/products/Vestidos/1');
    expect(title(head)).toBe('Vestidos · Outlet Chihuahua');
    expect(meta(head, 'description')).toMatch(/^Vestidos/);
    expect(canonical(head)).toBe(`${ORIGIN}/products/Vestidos/1`);
    expect(canonical(await page('/products/vestidos/1?sort=asc&maxPrice=900'))).toBe(`${ORIGIN}/products/Vestidos/1`);
    // A group's list shows its default department (the group lookup's first), and the footer's Vestidos is ?categories=1.
    expect(canonical(await page('/products/ropa/1'))).toBe(`${ORIGIN}/products/Vestidos/1`);
    expect(canonical(await page('/products/Ropa/1?categories=1'))).toBe(`${ORIGIN}/products/Vestidos/1`);
    // A second page that exists (40 products, 24 a page, no price cap); Vestidos has no page 2 here: not-found.test.ts.
    const second = await page('/products/all/2?maxPrice=none');
    expect(title(second)).toBe('Todos los productos · Página 2 · Outlet Chihuahua');
    expect(canonical(second)).toBe(`${ORIGIN}/products/all/2`);
    expect(canonical(await page('/products/all/1?discount=true'))).toBe(`${ORIGIN}/products/all/1?discount=true`);
    // A search's results are not a page of their own for search engines.
    const search = await page('/products/all/1?name=vestido');
    expect(meta(search, 'robots')).toBe('noindex');
    expect(canonical(search)).toBeUndefined();
  });

  it("the home, a list and an information page are shared with the store's card: 1200×630, with its size and description", async () => {
    for (const path of ['/', '/products/Vestidos/1', '/products/all/1?discount=true', '/Devoluciones']) {
      const head = await page(path);
      const image = meta(head, 'og:image');
      expect(image, path).toBe(`${ORIGIN}/img/share-card.jpg`);
      expect(meta(head, 'og:image:type'), path).toBe('image/jpeg');
      expect(meta(head, 'og:image:width'), path).toBe('1200');
      expect(meta(head, 'og:image:height'), path).toBe('630');
      expect(meta(head, 'og:image:alt')!.length, path).toBeGreaterThan(10);
      expect(meta(head, 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(head, 'twitter:image'), path).toBe(image);
      expect(meta(head, 'twitter:image:alt'), path).toBe(meta(head, 'og:image:alt'));
    }
    // The card is there, as large as the tags say, and small enough for WhatsApp's previews (300 KB).
    const card = await app.request('/img/share-card.jpg');
    expect(card.status).toBe(200);
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.length).toBeLessThan(300_000);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('a product in stock: shared with its 1200 × 630 card, name and price; Product and BreadcrumbList data', async () => {
    const head = await page(`/product/${product.product_id}`);
    const price = (product.price_cents / 100).toFixed(2);
    expect(title(head)).toBe(`${product.name} · Outlet Chihuahua`);
    expect(meta(head, 'description')).toContain(product.name);
    const url = `${ORIGIN}/product/${product.product_id}`;
    expect(canonical(head)).toBe(url);
    expect(meta(head, 'og:type')).toBe('product');
    expect(meta(head, 'og:title')).toBe(product.name);
    expect(meta(head, 'og:url')).toBe(url);
    expect(meta(head, 'product:price:amount')).toBe(price);
    expect(meta(head, 'product:price:currency')).toBe('MXN');
    expect(meta(head, 'product:availability')).toBe('in stock');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');

    const image = meta(head, 'og:image')!;
    expect(image.startsWith(`${ORIGIN}/api/product/image/`)).toBe(true);
    expect(meta(head, 'twitter:image')).toBe(image);
    expect(meta(head, 'og:image:width')).toBe('1200');
    expect(meta(head, 'og:image:height')).toBe('630');
    expect(meta(head, 'og:image:type')).toBe('image/jpeg');
    expect(meta(head, 'og:image:alt')).toBe(product.name);
    // The photo is there, as wide and tall as the tags say, and small enough for WhatsApp's previews (300 KB).
    const photo = await app.request(image.slice(ORIGIN.length));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.length).toBeLessThan(300_000);
    // The wide card link previews draw large (1.91:1), not the 4:5 photo they would crop to a band.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const furtherPhotos = (
      await t.db.query<{ image: string }>(
        'SELECT image FROM product_photo WHERE product_id = $1 AND position > 0 ORDER BY position',
        [product.product_id],
      )
    ).map((r) => r.image);
    expect(furtherPhotos.length).toBeGreaterThan(0); // the demo's first garment has a gallery
    const sizes = await t.db.query<{ size: string; stock: number }>(
      'SELECT size, stock FROM product_size WHERE product_id = $1 ORDER BY position',
      [product.product_id],
    );
    expect(sizes.length).toBeGreaterThan(0); // the demo's first garment is sold by size
    const [data, crumbs] = jsonLd(head);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: product.name,
      // Every photo, in order (its 4:5 shared-link JPEG), the first one's wide card beside it.
      image: [
        `${ORIGIN}${productShareImageUrl(product.image)}`,
        image,
        ...furtherPhotos.map((p) => `${ORIGIN}${productShareImageUrl(p)}`),
      ],
      productGroupID: String(product.product_id),
      variesBy: ['https://schema.org/size'],
      brand: { '@type': 'Brand', name: product.brand },
      url,
    });
    // One Product per size, its offer at the address that opens the page with it chosen.
    expect(data!.hasVariant).toEqual(
      sizes.map(({ size, stock }) =>
        expect.objectContaining({
          '@type': 'Product',
          size,
          sku: `${product.product_id}-${size}`,
          url: `${url}?talla=${encodeURIComponent(size)}`,
          offers: expect.objectContaining({
            '@type': 'Offer',
            price,
            priceCurrency: 'MXN',
            availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url: `${url}?talla=${encodeURIComponent(size)}`,
          }),
        }),
      ),
    );
    expect(crumbs).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    const items = (crumbs as { itemListElement: Json[] }).itemListElement;
    expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/` });
    expect(items.at(-1)).toEqual({ '@type': 'ListItem', position: items.length, name: product.name });
    expect(items.length).toBe(3); // Inicio › the product's department › the product
  });

  it('the Product data meets Google’s required and recommended properties, with schema.org values, sold whole or by size', async () => {
    const [whole] = await t.db.query<{ product_id: number }>(
      `SELECT product_id FROM product WHERE stock > 0 AND ${SOLD_WHOLE_SQL} ORDER BY product_id LIMIT 1`,
    );
    for (const id of [product.product_id, whole!.product_id]) {
      const [data] = jsonLd(await page(`/product/${id}`));
      const products = productsOf(data!);
      expect(products.length).toBeGreaterThan(0);
      for (const item of products) {
        for (const path of [...GOOGLE_PRODUCT_REQUIRED, ...GOOGLE_PRODUCT_RECOMMENDED]) {
          const value = path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[key], item);
          expect(value, `${id}: ${path}`).toBeTruthy();
        }
        const offer = item.offers as Json;
        expect(offer.price).toMatch(/^\d+\.\d{2}$/); // a decimal with a dot, no thousands separator or symbol
        expect(Number(offer.price)).toBeGreaterThan(0);
        expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
        expect(SCHEMA_ITEM_AVAILABILITY).toContain(offer.availability);
        expect(SCHEMA_ITEM_CONDITION).toContain(offer.itemCondition);
      }
      for (const image of data!.image as string[]) expect(new URL(image).origin).toBe(ORIGIN);
    }
  });

  it('a product ships at the settings’ home-delivery price, and a new price is in its page at once', async () => {
    const rate = async () => {
      const [data] = jsonLd(await page(`/product/${product.product_id}`));
      const rates = productsOf(data!).map((item) =>
        ((item.offers as Json).shippingDetails as Json[]).map((d) => d.shippingRate),
      );
      // Every size ships at the same rates.
      for (const other of rates) expect(other).toEqual(rates[0]);
      return rates[0]!;
    };
    const [{ cents }] = (await t.db.query<{ cents: number }>(
      'SELECT shipping_delivery_price_cents AS cents FROM settings WHERE id = 1',
    )) as [{ cents: number }];
    expect(await rate()).toEqual([
      { '@type': 'MonetaryAmount', value: (cents / 100).toFixed(2), currency: 'MXN' },
      { '@type': 'MonetaryAmount', value: '0.00', currency: 'MXN' },
    ]);
    await t.db.query('UPDATE settings SET shipping_delivery_price_cents = 23450 WHERE id = 1');
    expect((await rate())[0]).toEqual({ '@type': 'MonetaryAmount', value: '234.50', currency: 'MXN' });
  });

  it('the home page describes the shop as an OnlineStore with its address, phone and return policy', async () => {
    const [store] = jsonLd(await page('/'));
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Outlet Chihuahua',
      url: `${ORIGIN}/`,
      telephone: STORE.phone,
      address: { '@type': 'PostalAddress', postalCode: STORE.zip, addressCountry: 'MX' },
      hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', merchantReturnLink: `${ORIGIN}/Devoluciones` },
    });
    expect(new URL(store!.logo as string).origin).toBe(ORIGIN);
  });

  it('a sold-out product says OutOfStock; a garment whose every size sold out, on every size', async () => {
    const [sold] = await t.db.query<{ product_id: number }>(
      `UPDATE product SET stock = 0 WHERE product_id = (SELECT max(product_id) FROM product WHERE ${SOLD_WHOLE_SQL}) RETURNING product_id`,
    );
    const head = await page(`/product/${sold!.product_id}`);
    expect(meta(head, 'product:availability')).toBe('out of stock');
    expect((jsonLd(head)[0]!.offers as Json).availability).toBe('https://schema.org/OutOfStock');

    const [garment] = await t.db.query<{ product_id: number }>(
      'UPDATE product_size SET stock = 0 WHERE product_id = (SELECT max(product_id) FROM product_size) RETURNING product_id',
    );
    const sizedHead = await page(`/product/${garment!.product_id}`);
    expect(meta(sizedHead, 'product:availability')).toBe('out of stock');
    const variants = productsOf(jsonLd(sizedHead)[0]!);
    expect(variants.length).toBeGreaterThan(1);
    for (const variant of variants) expect((variant.offers as Json).availability).toBe('https://schema.org/OutOfStock');
  });

  it('a product name cannot break out of the head: escaped in tags, \\u003c in the JSON-LD', async () => {
    const name = 'Vestido </script><script>alert(1)</script> "x" <b>';
    const [row] = await t.db.query<{ product_id: number }>(
      'UPDATE product SET name = $1 WHERE product_id = (SELECT min(product_id) + 1 FROM product) RETURNING product_id',
      [name],
    );
    const head = await page(`/product/${row!.product_id}`);
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<b>');
    expect(head).toContain('\\u003c/script\\u003e');
    expect(title(head)).toBe(`${name} · Outlet Chihuahua`);
    expect(meta(head, 'og:title')).toBe(name);
    expect(jsonLd(head)[0]!.name).toBe(name);
  });

  it('an information page: its title, its lead as description, its address', async () => {
    const head = await page('/Devoluciones');
    expect(title(head)).toMatch(/ · Outlet Chihuahua$/);
    expect(title(head)).not.toBe('Outlet Chihuahua · Ropa americana original y nueva');
    expect(meta(head, 'description')!.length).toBeGreaterThan(40);
    expect(canonical(head)).toBe(`${ORIGIN}/Devoluciones`);
    expect(meta(head, 'robots')).toBeUndefined();
  });

  it('the legal pages: their names as titles, their leads as descriptions, their addresses', async () => {
    for (const [path, name] of [
      ['/AvisoPrivacidad', 'Aviso de privacidad'],
      ['/TerminosCondiciones', 'Términos y condiciones'],
    ]) {
      const head = await page(path!);
      expect(title(head)).toBe(`${name} · Outlet Chihuahua`);
      expect(meta(head, 'description')!.length).toBeGreaterThan(40);
      expect(canonical(head)).toBe(`${ORIGIN}${path}`);
      expect(meta(head, 'robots')).toBeUndefined();
    }
  });

  // A product that does not exist and the not-found page: 404s, in tests/api/not-found.test.ts.
  it('personal pages are noindex, with no canonical address', async () => {
    for (const path of PERSONAL_PATHS) {
      const head = await page(path);
      expect(meta(head, 'robots'), path).toBe('noindex');
      expect(canonical(head), path).toBeUndefined();
      expect(title(head), path).toMatch(/ · Outlet Chihuahua$/);
    }
    expect(title(await page('/profile'))).toBe('Mi cuenta · Outlet Chihuahua');
    expect(title(await page('/login'))).toBe('Iniciar sesión · Outlet Chihuahua');
  });

  it('/sitemap.xml lists every product, list and information page, and follows the catalogue', async () => {
    const res = await app.request('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(new Set(locs).size).toBe(locs.length);
    const ids = await t.db.query<{ product_id: number }>('SELECT product_id FROM product ORDER BY product_id');
    for (const { product_id } of ids) expect(locs).toContain(`${ORIGIN}/product/${product_id}`);
    for (const path of ['/', '/products/all/1', '/products/all/1?discount=true', ...INFO_PATHS])
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    // A group's list is its default department's page, listed once at that address.
    expect(locs).not.toContain(`${ORIGIN}/products/Ropa/1`);
    const departments = await t.db.query<{ name: string }>('SELECT name FROM department');
    for (const { name } of departments) expect(locs).toContain(`${ORIGIN}/products/${encodeURIComponent(name)}/1`);
    expect(locs.filter((l) => PERSONAL_PATHS.some((p) => l.startsWith(`${ORIGIN}${p}`)))).toEqual([]);
    // Every address listed is a page that search engines may index, with itself as canonical.
    for (const loc of locs.filter((l) => !l.includes('/product/')).concat(`${ORIGIN}/product/${product.product_id}`)) {
      const head = await page(loc.slice(ORIGIN.length));
      expect(canonical(head), loc).toBe(loc);
    }

    const [added] = await t.db.query<{ product_id: number }>(
      `INSERT INTO product (name, brand, kind, color_name, color_hex, image, price_cents, stock, department_id, search_text)
       SELECT 'Vestido nuevo', brand, kind, color_name, color_hex, 'p-nuevo.webp', 99900, 3, department_id, 'vestido nuevo' FROM product ORDER BY product_id LIMIT 1
       RETURNING product_id`,
    );
    expect(await (await app.request('/sitemap.xml')).text()).toContain(
      `<loc>${ORIGIN}/product/${added!.product_id}</loc>`,
    );
    // Numbered files exist only past 50,000 addresses (server/pages/sitemap.test.ts).
    expect((await app.request('/sitemap-1.xml')).status).toBe(404);
  });

  it('/robots.txt points to the sitemap at the public address', async () => {
    const res = await app.request('/robots.txt', { headers: { host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });
});

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
