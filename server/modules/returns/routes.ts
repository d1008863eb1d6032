import { Hono } from 'hono';
import { ReturnRequestSchema, ReturnStepRequestSchema } from '../../../contract/returns';
import { ADMIN_ERRORS } from '../../../copy/admin';
import { RETURN_COPY } from '../../../copy/returns';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { parseBody, parseId } from '../../http/validate';
import { findReturnsBill, orderReturns } from './repo';
import { moveReturn, requestReturn } from './return-steps';

/** /api/returns: the signed-in customer's returns of their own delivered orders. */
export function returnRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/order/:billId', async (c) => {
      const bill = await findReturnsBill(db, parseId(c.req.param('billId'), 'El pedido'), {
        ownerId: c.get('userId'),
      });
      if (!bill) throw notFound(RETURN_COPY.errors.orderMissing);
      return c.json(await orderReturns(db, bill, new Date()));
    })
    .post('/order/:billId', async (c) => {
      const billId = parseId(c.req.param('billId'), 'El pedido');
      const request = await parseBody(c, ReturnRequestSchema);
      await requestReturn(db, billId, c.get('userId'), request, new Date());
      const bill = await findReturnsBill(db, billId);
      return c.json(await orderReturns(db, bill!, new Date()), 201);
    });
}

/** /api/admin/returns: the owner reads an order's returns and takes their steps (behind the admin check of /api/admin). */
export function adminReturnRoutes({ db, payments, publicUrl }: Deps) {
  return new Hono<AppEnv>()
    .get('/order/:billId', async (c) => {
      const bill = await findReturnsBill(db, parseId(c.req.param('billId'), 'El folio'));
      if (!bill) throw notFound(ADMIN_ERRORS.orderMissing);
      return c.json(await orderReturns(db, bill, new Date()));
    })
    .post('/:id/step', async (c) => {
      const id = parseId(c.req.param('id'), 'La devolución');
      const request = await parseBody(c, ReturnStepRequestSchema);
      const { billId } = await moveReturn(db, payments, id, request, c.get('userId'), publicUrl);
      const bill = await findReturnsBill(db, billId);
      return c.json(await orderReturns(db, bill!, new Date()));
    });
}
