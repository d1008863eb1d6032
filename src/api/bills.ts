import { BillLinesResponseSchema, BillListResponseSchema, type Bill, type BillLine } from '../../contract/bill';
import { bearerCall } from './bearer';
import { API_ERRORS } from '../../copy/api';

export type { Bill, BillLine };

/** GET /api/bill/my-orders/{id}: newest first (the server orders them; sorted again to be sure). */
export async function getMyOrders(token: string, userId: number, signal?: AbortSignal): Promise<Bill[]> {
  const bills = await bearerCall(token, `/bill/my-orders/${userId}`, BillListResponseSchema, { signal });
  return [...bills].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.bill_id - a.bill_id);
}

/** GET /api/bill?bill_id= and GET /api/bill/order?bill_id=: one order and its lines. */
export async function getOrder(token: string, billId: number, signal?: AbortSignal): Promise<{ bill: Bill; lines: BillLine[] }> {
  const [bills, lines] = await Promise.all([
    bearerCall(token, '/bill', BillListResponseSchema, { query: { bill_id: billId }, signal }),
    bearerCall(token, '/bill/order', BillLinesResponseSchema, { query: { bill_id: billId }, signal }),
  ]);
  const bill = bills[0];
  if (!bill) throw new Error(API_ERRORS.orderNotYours);
  return { bill, lines };
}
