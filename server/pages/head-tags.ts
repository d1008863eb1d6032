import { toPesos } from '../../contract/money';
import type { PageHead } from '../../contract/page-head';
import { listPath, PATH } from '../../contract/paths';
import { productPhotos } from '../../contract/product';
import { PRODUCT_SHARE_CARD, productShareCardUrl, productShareImageUrl } from '../../contract/product-urls';
import { SHARE_CARD, STORE_LOGO } from '../../contract/static-art';
import { S } from '../../copy/storefront';
import { breadcrumbJsonLd, jsonLdScript, onlineStoreJsonLd, type ProductFacts, productJsonLd } from './json-ld';

/**
 * A server-drawn page's own <head> tags, in place of index.html's generic title and description:
 * what the page declared (src/runtime/use-page-head.ts) as title, description, canonical address and
 * robots rule; Open Graph and Twitter card tags for link previews (WhatsApp and Facebook read
 * Open Graph); the store's share card (contract/static-art.ts) on the home, lists and information
 * pages, and on a product page its photo, price and availability, with Product and
 * BreadcrumbList structured data. Every address is absolute, on `origin` (PUBLIC_URL), never
 * on the request's Host.
 */
export async function pageHeadTags(
  head: PageHead,
  origin: string,
  factsOf: (productId: number) => Promise<ProductFacts | null>,
): Promise<string[]> {
  const url = head.canonical === undefined ? undefined : origin + head.canonical;
  const product = head.product;
  const tags = [`<title>${text(head.title)}</title>`, meta('name', 'description', head.description)];
  if (url) tags.push(`<link rel="canonical" href="${attr(url)}">`);
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(
    meta('property', 'og:site_name', S.brand),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:title', product ? product.name : head.title),
    meta('property', 'og:description', head.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  tags.push(
    meta('name', 'twitter:title', product ? product.name : head.title),
    meta('name', 'twitter:description', head.description),
  );
  // A page for everyone (home, lists, information) is shared with the store's card; a personal or missing one with none.
  if (!product && url) {
    const shared = [...tags, ...shareImageTags(origin + SHARE_CARD.address, SHARE_CARD, S.titles.shareCardAlt)];
    // The home page describes the shop itself: its address, phone and return policy.
    return head.canonical === PATH.home
      ? [...shared, jsonLdScript(onlineStoreJsonLd(origin, origin + STORE_LOGO, head.description))]
      : shared;
  }
  if (!product) return [...tags, meta('name', 'twitter:card', 'summary')];

  // Link previews get the wide share card; structured data gets the photo in its own 4:5 frame too.
  const image = origin + productShareCardUrl(product.image);
  const photo = origin + productShareImageUrl(product.image);
  // Structured data names every photo of a gallery, each in its 4:5 shared-link JPEG.
  const furtherPhotos = productPhotos(product)
    .slice(1)
    .map((p) => origin + productShareImageUrl(p.image));
  const inStock = product.stock > 0;
  tags.push(
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', PRODUCT_SHARE_CARD.type),
    meta('property', 'og:image:width', String(PRODUCT_SHARE_CARD.width)),
    meta('property', 'og:image:height', String(PRODUCT_SHARE_CARD.height)),
    meta('property', 'og:image:alt', product.name),
    // Open Graph's product properties, as Facebook's catalogue reads them.
    meta('property', 'product:price:amount', toPesos(product.price).toFixed(2)),
    meta('property', 'product:price:currency', 'MXN'),
    meta('property', 'product:availability', inStock ? 'in stock' : 'out of stock'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', product.name),
  );
  const facts = url ? await factsOf(product.product_id) : null;
  if (!url || !facts) return tags;
  const description = product.description?.trim() || head.description;
  return [
    ...tags,
    jsonLdScript(productJsonLd(product, facts, { page: url, images: [photo, image, ...furtherPhotos] }, description)),
    jsonLdScript(
      breadcrumbJsonLd([
        { name: S.nav.home, url: `${origin}/` },
        { name: facts.department, url: origin + listPath(facts.department) },
        { name: product.name },
      ]),
    ),
  ];
}

function shareImageTags(image: string, size: { type: string; width: number; height: number }, alt: string): string[] {
  return [
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', size.type),
    meta('property', 'og:image:width', String(size.width)),
    meta('property', 'og:image:height', String(size.height)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
  ];
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attr(content)}">`;
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (value: string) => text(value).replace(/"/g, '&quot;');
