import { Hono } from 'hono';
import {
  DepartmentIdsSchema,
  PRODUCT_IMAGE_DEFAULT_WIDTH,
  PRODUCT_IMAGE_NAME,
  PRODUCT_IMAGE_WIDTHS,
  ProductIdParamSchema,
  ProductListQuerySchema,
} from '../../../contract/product';
import { PRODUCT_SHARE_CARD, PRODUCT_SHARE_IMAGE } from '../../../contract/product-urls';
import type { CatalogueVersion } from '../../catalogue/catalogue-version';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { imageFileName, shareCardFileName, shareImageFileName } from '../../images/paths';
import { readPhotoFile } from '../../images/photo-store';
import { scaleDownFromLarger } from '../../images/scale-down';
import { admitSearch, SEARCHES_PER_ADDRESS } from '../../limits/search-limits';
import { AnswerCache } from './answer-cache';
import { getProduct, getProductsByIds, listProducts, sizesInStock, utcDay } from './repo';

const LIST_KEYS = new Set(Object.keys(ProductListQuerySchema.shape));
/** List parameters that name several values, repeated or by commas. */
const LIST_ARRAY_KEYS = new Set(['department_id', 'size']);
const MAX_CART_IDS = 100;

const json = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/json' } });

export function productRoutes(
  { db, imagesDir, imageDrawer, payments, counters, trustProxy, searchLimit = SEARCHES_PER_ADDRESS }: Deps,
  catalogue: CatalogueVersion,
) {
  const answers = new AnswerCache(catalogue);
  return new Hono<AppEnv>()
    .get('/list', async (c) => {
      const raw: Record<string, unknown> = {};
      for (const [key, values] of Object.entries(c.req.queries())) {
        if (!LIST_KEYS.has(key)) continue; // unknown parameters are ignored, like any web API
        raw[key] = LIST_ARRAY_KEYS.has(key) ? values.flatMap((v) => v.split(',')) : values.at(-1);
      }
      const query = parse(ProductListQuerySchema, raw);
      // Keyed by the day too: which discounts are recent changes at midnight, not only with the catalogue.
      const today = utcDay();
      return json(
        await answers.json(`list:${today}:${JSON.stringify(query)}`, async () => {
          // Only a search the cache cannot answer is counted: it is the one that costs the database.
          if (query.name) await admitSearch(counters, searchLimit, clientOf(c, trustProxy).key);
          return listProducts(db, query, today);
        }),
      );
    })
    .get('/sizes', async (c) => {
      const raw = (c.req.queries('department_id') ?? []).flatMap((v) => v.split(',')).filter(Boolean);
      const ids = parse(DepartmentIdsSchema, raw);
      const key = [...new Set(ids)].sort((a, b) => a - b);
      return json(await answers.json(`sizes:${key.join(',')}`, () => sizesInStock(db, key)));
    })
    .get('/single/:id', async (c) => {
      const id = parse(ProductIdParamSchema, c.req.param('id'));
      const body = await answers.json(`single:${id}`, async () => {
        const product = await getProduct(db, id);
        return product && { ...product, installments: payments.installments === true };
      });
      if (body === 'null') throw notFound('Producto no encontrado o eliminado');
      return json(body);
    })
    .get('/cart', async (c) => {
      const raw = (c.req.queries('productIds') ?? []).flatMap((v) => v.split(',')).filter(Boolean);
      if (raw.length > MAX_CART_IDS) throw badRequest(`Un carrito admite como máximo ${MAX_CART_IDS} productos.`);
      const ids = raw.map((v) => parse(ProductIdParamSchema, v.trim()));
      return c.json(await getProductsByIds(db, [...new Set(ids)]));
    })
    .get('/image/:image', async (c) => {
      // A product's image name with .jpg is its shared-link photo (contract/product-urls.ts), in one width.
      const share = c.req.param('image').endsWith('.jpg');
      const image = c.req.param('image').replace(/\.jpg$/, '.webp');
      if (!PRODUCT_IMAGE_NAME.test(image)) throw badRequest('El nombre de la imagen no es válido.');
      const width = Number(c.req.query('w') ?? (share ? PRODUCT_SHARE_IMAGE.width : PRODUCT_IMAGE_DEFAULT_WIDTH));
      if (share && width !== PRODUCT_SHARE_IMAGE.width)
        throw badRequest(`El ancho de la foto para compartir debe ser ${PRODUCT_SHARE_IMAGE.width}.`);
      if (!share && !PRODUCT_IMAGE_WIDTHS.includes(width as (typeof PRODUCT_IMAGE_WIDTHS)[number]))
        throw badRequest(`El ancho de la imagen debe ser ${PRODUCT_IMAGE_WIDTHS.join(', ')}.`);
      // The shared-link photo at the card's height is the share card (productShareCardUrl).
      const height = c.req.query('h');
      const card = share && height !== undefined;
      if (card && height !== String(PRODUCT_SHARE_CARD.height))
        throw badRequest(`El alto de la foto para compartir debe ser ${PRODUCT_SHARE_CARD.height}.`);
      // The images folder first (the drawings, and a cached copy of an uploaded photo), then the
      // database (an upload any process took). Until the images a start found missing are drawn,
      // one asked for is drawn now; an uploaded photo has no drawing, and a width it lacks is
      // scaled down from a larger one it has.
      const fileName = card
        ? shareCardFileName(image)
        : share
          ? shareImageFileName(image)
          : imageFileName(image, width);
      const read = () => readPhotoFile(db, imagesDir, fileName);
      const file =
        (await read()) ??
        ((await imageDrawer?.drawNow(image, share ? 'share' : width)) ? await read() : null) ??
        (share ? null : await scaleDownFromLarger(db, imagesDir, image, width));
      if (!file) throw notFound('La imagen no existe.');
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': share ? PRODUCT_SHARE_IMAGE.type : 'image/webp',
        // The name of a product image never changes content: cache it for a year.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
}
