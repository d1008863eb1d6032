import {
  BillLinesResponseSchema,
  BillListResponseSchema,
  type Bill as WireBill,
  type BillLine as WireBillLine,
} from '../../contract/bill';
import { type Cents, toCents } from '../../contract/money';
import { API_ERRORS } from '../../copy/api';
import { bearerCall } from './bearer';

/** An order as the app holds it: the answer's fields, its money in integer centavos. */
export type Bill = Omit<WireBill, 'total_amount' | 'shipping_cost' | 'subtotal' | 'discount_amount'> & {
  total_amount: Cents;
  shipping_cost: Cents;
  subtotal: Cents;
  discount_amount: Cents;
};
/** An order line as the app holds it: its unit price and charge in centavos. */
export type BillLine = Omit<WireBillLine, 'price' | 'charged'> & { price: Cents; charged: Cents };

const toBill = (bill: WireBill): Bill => ({
  ...bill,
  total_amount: toCents(bill.total_amount),
  shipping_cost: toCents(bill.shipping_cost),
  subtotal: toCents(bill.subtotal),
  discount_amount: toCents(bill.discount_amount),
});
const toBillLine = (line: WireBillLine): BillLine => ({
  ...line,
  price: toCents(line.price),
  charged: toCents(line.charged),
});

/** GET /api/bill/my-orders/{id}: newest first (the server orders them; sorted again to be sure). */
export async function getMyOrders(token: string, userId: number, signal?: AbortSignal): Promise<Bill[]> {
  const bills = (await bearerCall(token, `/bill/my-orders/${userId}`, BillListResponseSchema, { signal })).map(toBill);
  return bills.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.bill_id - a.bill_id);
}

/** GET /api/bill?bill_id= and GET /api/bill/order?bill_id=: one order and its lines. */
export async function getOrder(
  token: string,
  billId: number,
  signal?: AbortSignal,
): Promise<{ bill: Bill; lines: BillLine[] }> {
  const [bills, lines] = await Promise.all([
    bearerCall(token, '/bill', BillListResponseSchema, { query: { bill_id: billId }, signal }),
    bearerCall(token, '/bill/order', BillLinesResponseSchema, { query: { bill_id: billId }, signal }),
  ]);
  const bill = bills[0];
  if (!bill) throw new Error(API_ERRORS.orderNotYours);
  return { bill: toBill(bill), lines: lines.map(toBillLine) };
}
