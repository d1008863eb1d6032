import { Hono } from 'hono';
import { CreateCheckoutSessionSchema, STORE_ADDRESS } from '../../../contract/checkout';
import { assertOwnId, requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { expireSessions, releaseSession, reserveSession, setProviderSession } from '../../payments/sessions';
import { findUser } from '../accounts/repo';
import { shippingPriceCents } from '../settings/routes';

export function checkoutRoutes(deps: Deps) {
  const { db, payments } = deps;
  // The guard sits on the route, not on the sub-app: Stripe's webhook shares the /payment prefix.
  return new Hono<AppEnv>().post('/create-checkout-session', requireUser(deps), async (c) => {
    const body = await parseBody(c, CreateCheckoutSessionSchema);
    assertOwnId(c.get('userId'), body.userId);
    const user = await findUser(db, body.userId);
    if (!user) throw badRequest('No se pudo recuperar la información de usuario');

    // Store pickup is free and ships nowhere; home and other-address delivery cost the settings price.
    const pickup = body.delivery === 'b';
    const shippingAddress = pickup ? STORE_ADDRESS.oneLine : body.shipping_address;
    if (!shippingAddress) throw badRequest('Falta información del envío para continuar');
    const shippingCents = pickup ? 0 : await shippingPriceCents(db);

    await expireSessions(db);
    const { sessionId, order, expiresAt } = await reserveSession(db, {
      userId: body.userId,
      provider: payments.name,
      wanted: body.products.map((p) => ({ product_id: p.product_id, quantity: p.quantity })),
      shippingCents,
      delivery: body.delivery,
      shippingAddress,
    });
    const origin = deps.publicUrl;
    try {
      const hosted = await payments.createHostedCheckout(
        {
          sessionId,
          customerEmail: user.email,
          lines: order.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitCents: l.unitCents, chargedCents: l.chargedCents })),
          discountCents: order.pricing.discountCents,
          shippingCents: order.shippingCents,
          totalCents: order.totalCents,
          successUrl: `${origin}/success/${sessionId}`,
          cancelUrl: `${origin}/cancel/`,
          expiresAt,
        },
        origin,
      );
      await setProviderSession(db, sessionId, hosted.providerSessionId);
      return c.json({ id: sessionId, url: hosted.url });
    } catch (error) {
      await releaseSession(db, sessionId, 'cancelled'); // the provider failed: give the stock back
      throw error;
    }
  });
}
