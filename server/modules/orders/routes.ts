import { Hono } from 'hono';
import { STORE_ADDRESS, legacyTaxRate, type LegacyOrder } from '../../../contract/checkout';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { findSession, type SessionRow } from '../../payments/sessions';
import { findUser } from '../accounts/repo';
import { noStore } from '../../http/no-store';

const SESSION_ID = /^cs_[a-z]+_[A-Za-z0-9_-]{10,40}$/;

/**
 * The legacy success page's view of a paid order (SPEC section 3): data[0].attributes.products
 * with title, img, price and id, and shippingDetails. Only the session's own customer sees it.
 */
export function ordersRoutes(deps: Deps) {
  const { db } = deps;
  const legacyOrder = async (sessionId: string | undefined, userId: number): Promise<LegacyOrder> => {
    if (!sessionId || !SESSION_ID.test(sessionId)) throw badRequest('El identificador de la sesión de pago no es válido.');
    const session = await findSession(db, sessionId);
    if (!session || session.ecommerce_user_id !== userId) throw notFound('No encontramos ese pago en tu cuenta.');
    if (session.status !== 'paid' || !session.bill_id) return { data: [] };
    const user = await findUser(db, userId);
    return { data: [toLegacy(session, user?.name ?? '')] };
  };
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(noStore)
    .get('/checkout-session/:id', async (c) => c.json(await legacyOrder(c.req.param('id'), c.get('userId'))))
    .get('/', async (c) => c.json(await legacyOrder(c.req.query('stripeId') ?? c.req.query('filters[stripeId][$eq]'), c.get('userId'))));
}

function toLegacy(session: SessionRow, name: string): LegacyOrder['data'][number] {
  // Orders ship within Mexico; the address is kept as one line, so its parts come from the store's defaults.
  const country = 'MX';
  const subtotal = (session.subtotal_cents - session.discount_cents) / 100;
  const tax = Math.round(subtotal * legacyTaxRate(country) * 100) / 100;
  return {
    id: session.bill_id!,
    attributes: {
      stripeId: session.session_id,
      bill_id: session.bill_id!,
      products: session.lines.map((l) => ({ id: l.product_id, title: l.name, img: l.image, price: l.chargedCents / 100, quantity: l.quantity })),
      shippingDetails: {
        name,
        address: { line1: session.shipping_address, city: STORE_ADDRESS.city, state: STORE_ADDRESS.state, country, postal_code: '' },
      },
      subtotal: session.subtotal_cents / 100,
      discount: session.discount_cents / 100,
      shipping: session.shipping_cost_cents / 100,
      tax,
      total: session.total_cents / 100 + tax,
      payment_provider: session.provider,
    },
  };
}
