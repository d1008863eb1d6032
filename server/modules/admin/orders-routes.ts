import { Hono } from 'hono';
import { AdminOrderQuerySchema, FulfilmentRequestSchema } from '../../../contract/admin-orders';
import { ADMIN_ERRORS } from '../../../copy/admin';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parse, parseBody, parseId } from '../../http/validate';
import { fulfil } from './fulfilment';
import { listOrders, orderDetail } from './orders-repo';

/** /api/admin/orders: the owner's orders and their fulfilment. */
export function adminOrderRoutes({ db, payments, publicUrl }: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listOrders(db, parse(AdminOrderQuerySchema, c.req.query()))))
    .get('/:id', async (c) => {
      const detail = await orderDetail(db, parseId(c.req.param('id'), 'El folio'));
      if (!detail) throw notFound(ADMIN_ERRORS.orderMissing);
      return c.json(detail);
    })
    .post('/:id/fulfilment', async (c) => {
      const id = parseId(c.req.param('id'), 'El folio');
      const request = await parseBody(c, FulfilmentRequestSchema);
      const result = await fulfil(db, payments, id, request, c.get('userId'), publicUrl);
      if (!result.moved && result.reason === 'missing') throw notFound(ADMIN_ERRORS.orderMissing);
      if (!result.moved && result.reason === 'unchanged') throw badRequest(ADMIN_ERRORS.trackingUnchanged);
      if (!result.moved) throw conflict(ADMIN_ERRORS.moveRefused(result.status ?? ''));
      return c.json((await orderDetail(db, id))!);
    });
}
