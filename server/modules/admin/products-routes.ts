import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  AdminProductQuerySchema,
  ProductBulkSchema,
  ProductCreateSchema,
  ProductEditSchema,
  SizeAddSchema,
  SizeRemoveSchema,
  SizeRenameSchema,
  SizeStockChangeSchema,
  StockChangeSchema,
} from '../../../contract/admin-products';
import { PRODUCT_IMAGE_WIDTHS } from '../../../contract/product-urls';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parse, parseBody, parseId } from '../../http/validate';
import { imageFileName } from '../../images/paths';
import { isStoredPhoto } from '../../images/photo-store';
import { historyOf } from './change-log';
import { bulkChangeProducts, previewBulkPrices } from './products-bulk';
import {
  changeSizeStock,
  changeStock,
  createProduct,
  editProduct,
  getAdminProduct,
  listAdminProducts,
  type SaveResult,
  UnknownDepartment,
} from './products-repo';
import { addSize, removeSize, renameSize } from './sizes-repo';

/**
 * /api/admin/products: the owner's catalogue. Every write runs in one transaction with its line
 * in the change log; the catalogue version moves with it (migration 003), so the store shows the
 * change within the answer and page caches' freshness window.
 */
export function adminProductRoutes({ db, imagesDir, imageDrawer, publicUrl }: Deps) {
  /** A product's photo must be one the store can serve: drawn, or still queued to be, or uploaded (through any process). */
  const photoExists = async (image: string) =>
    existsSync(join(imagesDir, imageFileName(image, PRODUCT_IMAGE_WIDTHS[0]))) ||
    imageDrawer?.isPending(image) === true ||
    (await isStoredPhoto(db, image));
  const checkPhoto = async (image: string) => {
    if (!(await photoExists(image))) throw badRequest(ADMIN_ERRORS.photoMissing);
  };
  const answer = (result: SaveResult) => {
    if (result === null) throw notFound(ADMIN_ERRORS.productMissing);
    if ('conflict' in result)
      return { status: 409 as const, body: { error: ADMIN_ERRORS.productMovedOn, current: result.conflict } };
    if ('countBelowHeld' in result)
      throw conflict(ADMIN_ERRORS.countBelowHeld(result.countBelowHeld.counted, result.countBelowHeld.held));
    return { status: 200 as const, body: result.saved };
  };
  const inTransaction = async <T>(fn: Parameters<typeof db.transaction<T>>[0]) => {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (error instanceof UnknownDepartment) throw badRequest(ADMIN_ERRORS.departmentMissing);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listAdminProducts(db, parse(AdminProductQuerySchema, c.req.query()))))
    .post('/', async (c) => {
      const input = await parseBody(c, ProductCreateSchema);
      for (const image of new Set([input.image, ...(input.photos ?? []).map((p) => p.image)])) await checkPhoto(image);
      return c.json(await inTransaction((tx) => createProduct(tx, input, c.get('userId'))), 201);
    })
    .post('/bulk/preview', async (c) => c.json(await previewBulkPrices(db, await parseBody(c, ProductBulkSchema))))
    .post('/bulk', async (c) => {
      const input = await parseBody(c, ProductBulkSchema);
      return c.json(await inTransaction((tx) => bulkChangeProducts(tx, input, c.get('userId'))));
    })
    .get('/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const product = await getAdminProduct(db, id);
      if (!product) throw notFound(ADMIN_ERRORS.productMissing);
      return c.json({ product, history: await historyOf(db, 'product', id) });
    })
    .put('/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const input = await parseBody(c, ProductEditSchema);
      const before = await getAdminProduct(db, id);
      // Each photo new to the product must be one the store has.
      const had = new Set(before?.photos.map((p) => p.image));
      for (const image of new Set([input.image, ...(input.photos ?? []).map((p) => p.image)]))
        if (!had.has(image)) await checkPhoto(image);
      const { status, body } = answer(await inTransaction((tx) => editProduct(tx, id, input, c.get('userId'))));
      return c.json(body, status);
    })
    .post('/:id/stock', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const change = await parseBody(c, StockChangeSchema);
      const { status, body } = answer(
        await db.transaction((tx) => changeStock(tx, id, change, c.get('userId'), publicUrl)),
      );
      return c.json(body, status);
    })
    .post('/:id/sizes', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const input = await parseBody(c, SizeAddSchema);
      const { status, body } = answer(await db.transaction((tx) => addSize(tx, id, input, c.get('userId'))));
      return c.json(body, status);
    })
    .post('/:id/sizes/rename', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const input = await parseBody(c, SizeRenameSchema);
      const { status, body } = answer(await db.transaction((tx) => renameSize(tx, id, input, c.get('userId'))));
      return c.json(body, status);
    })
    .post('/:id/sizes/remove', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const input = await parseBody(c, SizeRemoveSchema);
      const { status, body } = answer(await db.transaction((tx) => removeSize(tx, id, input, c.get('userId'))));
      return c.json(body, status);
    })
    .post('/:id/size-stock', async (c) => {
      const id = parseId(c.req.param('id'), 'El producto');
      const change = await parseBody(c, SizeStockChangeSchema);
      const { status, body } = answer(
        await db.transaction((tx) => changeSizeStock(tx, id, change, c.get('userId'), publicUrl)),
      );
      return c.json(body, status);
    });
}
