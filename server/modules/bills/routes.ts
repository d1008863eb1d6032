import { Hono } from 'hono';
import { BillIdQuerySchema } from '../../../contract/bill';
import { API_ERRORS } from '../../../copy/api';
import { assertOwnId, requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { notFound } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { parse, parseId } from '../../http/validate';
import { billLines, billsOf, findOwnBill, toBill, toBillLine } from './repo';

export function billRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/my-orders/:id', async (c) => {
      const id = parseId(c.req.param('id'), 'El cliente');
      assertOwnId(c.get('userId'), id);
      return c.json(await billsOf(db, id));
    })
    .get('/order', async (c) => {
      const billId = parse(BillIdQuerySchema, c.req.query('bill_id'));
      if (!(await findOwnBill(db, billId, c.get('userId')))) throw notFound(API_ERRORS.orderNotYours);
      return c.json((await billLines(db, billId)).map(toBillLine));
    })
    .get('/', async (c) => {
      const billId = parse(BillIdQuerySchema, c.req.query('bill_id'));
      const bill = await findOwnBill(db, billId, c.get('userId'));
      if (!bill) throw notFound(API_ERRORS.orderNotYours);
      return c.json([toBill(bill)]);
    });
}
