import { Hono } from 'hono';
import { DELIVERY_LETTER, type LegacyOrder, STORE_ADDRESS } from '../../../contract/checkout';
import { toPesos } from '../../../contract/money';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { findUser } from '../accounts/repo';
import { type BillLineRow, type BillRow, billLines, findOwnBill } from '../bills/repo';
import { findSession } from '../checkout/sessions';

const SESSION_ID = /^cs_[a-z]+_[A-Za-z0-9_-]{10,40}$/;

/**
 * The legacy success page's view of a paid order: data[0].attributes.products
 * with title, img, price (what was charged for the line) and id, and shippingDetails. It reads the
 * bill the session became, as the order page does. Only the session's own customer sees it.
 */
export function ordersRoutes(deps: Deps) {
  const { db } = deps;
  const legacyOrder = async (sessionId: string | undefined, userId: number): Promise<LegacyOrder> => {
    if (!sessionId || !SESSION_ID.test(sessionId))
      throw badRequest('El identificador de la sesión de pago no es válido.');
    const session = await findSession(db, sessionId);
    if (!session || session.ecommerce_user_id !== userId) throw notFound('No encontramos ese pago en tu cuenta.');
    const bill = session.status === 'paid' && session.bill_id ? await findOwnBill(db, session.bill_id, userId) : null;
    if (!bill) return { data: [] };
    const user = await findUser(db, userId);
    return { data: [toLegacy(session.session_id, bill, await billLines(db, bill.bill_id), user?.name ?? '')] };
  };
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/checkout-session/:id', async (c) => c.json(await legacyOrder(c.req.param('id'), c.get('userId'))))
    .get('/', async (c) =>
      c.json(await legacyOrder(c.req.query('stripeId') ?? c.req.query('filters[stripeId][$eq]'), c.get('userId'))),
    );
}

function toLegacy(sessionId: string, bill: BillRow, lines: BillLineRow[], name: string): LegacyOrder['data'][number] {
  // Orders ship within Mexico, where the legacy page's tax rule (US 7 %, CA 13 %,
  // anything else 0) charges nothing; the address is kept as one line, so its parts come from the
  // store's defaults.
  return {
    id: bill.bill_id,
    attributes: {
      stripeId: sessionId,
      bill_id: bill.bill_id,
      products: lines.map((l) => ({
        id: l.product_id,
        title: l.name,
        img: l.image,
        price: toPesos(l.charged_cents),
        quantity: l.quantity,
        size: l.size,
      })),
      shippingDetails: {
        name,
        address: {
          line1: bill.shipping_address,
          city: STORE_ADDRESS.city,
          state: STORE_ADDRESS.state,
          country: 'MX',
          postal_code: '',
        },
      },
      subtotal: toPesos(bill.subtotal_cents),
      discount: toPesos(bill.discount_cents),
      shipping: toPesos(bill.shipping_cost_cents),
      tax: 0,
      total: toPesos(bill.total_cents),
      payment_provider: bill.payment_provider,
      pickup: bill.delivery === DELIVERY_LETTER.pickup,
    },
  };
}
