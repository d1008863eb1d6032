import { type Cents, toCents } from '../../contract/money';
import {
  OrderReturnsSchema,
  type ReturnRequest,
  type ReturnStepRequest,
  type OrderReturns as WireOrderReturns,
  type ReturnView as WireReturnView,
} from '../../contract/returns';
import { bearerCall } from './bearer';

/** A return as the app holds it: its money in integer centavos. */
export type ReturnView = Omit<WireReturnView, 'refund_amount' | 'lines' | 'computation'> & {
  refund_amount: Cents;
  computation: { charged: Cents; kept_units: number; kept_cost: Cents; earlier: Cents } | null;
  lines: (Omit<WireReturnView['lines'][number], 'refund'> & { refund: Cents })[];
};
export type OrderReturns = Omit<WireOrderReturns, 'returns'> & { returns: ReturnView[] };

const toOrderReturns = (wire: WireOrderReturns): OrderReturns => ({
  ...wire,
  returns: wire.returns.map((r) => ({
    ...r,
    refund_amount: toCents(r.refund_amount),
    computation: r.computation && {
      charged: toCents(r.computation.charged),
      kept_units: r.computation.kept_units,
      kept_cost: toCents(r.computation.kept_cost),
      earlier: toCents(r.computation.earlier),
    },
    lines: r.lines.map((l) => ({ ...l, refund: toCents(l.refund) })),
  })),
});

/** GET /api/returns/order/:billId: the customer's window, lines left to return and returns. */
export const getMyReturns = async (token: string, billId: number, signal?: AbortSignal): Promise<OrderReturns> =>
  toOrderReturns(await bearerCall(token, `/returns/order/${billId}`, OrderReturnsSchema, { signal }));

/** POST /api/returns/order/:billId: asks for a return; the answer is the order's returns as they now are. */
export const askForReturn = async (token: string, billId: number, request: ReturnRequest): Promise<OrderReturns> =>
  toOrderReturns(
    await bearerCall(token, `/returns/order/${billId}`, OrderReturnsSchema, { method: 'POST', body: { ...request } }),
  );

/** GET /api/admin/returns/order/:billId: an order's returns for the owner. */
export const getOrderReturns = async (token: string, billId: number, signal?: AbortSignal): Promise<OrderReturns> =>
  toOrderReturns(await bearerCall(token, `/admin/returns/order/${billId}`, OrderReturnsSchema, { signal }));

/** POST /api/admin/returns/:id/step: the owner's step; the answer is the order's returns as they now are. */
export const takeReturnStep = async (token: string, returnId: number, step: ReturnStepRequest): Promise<OrderReturns> =>
  toOrderReturns(
    await bearerCall(token, `/admin/returns/${returnId}/step`, OrderReturnsSchema, {
      method: 'POST',
      body: { ...step },
    }),
  );
