import { Hono } from 'hono';
import {
  CancelCheckoutSessionSchema,
  CreateCheckoutSessionSchema,
  deliveryOfLetter,
  STORE_ADDRESS,
  shippingFor,
} from '../../../contract/checkout';
import { formatAddress } from '../../../contract/mexican-address';
import { cancelPath, successPath } from '../../../contract/paths';
import { API_ERRORS } from '../../../copy/api';
import { MESSAGES } from '../../../copy/notices';
import { assertOwnId, requireUser } from '../../auth/require-user';
import { clientOf } from '../../http/client';
import type { AppEnv, Deps } from '../../http/context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { takeAttempt } from '../../limits/rate-limit';
import { expireAtProvider } from '../../payments/provider';
import { findUser } from '../accounts/repo';
import { shippingPriceCents } from '../settings/repo';
import { CHECKOUT_SESSIONS_PER_ADDRESS, CHECKOUT_SESSIONS_PER_CUSTOMER } from './limits';
import { lineName } from './price-order';
import { expireSessions, releaseOwnSession, releaseSession, reserveSession, setProviderSession } from './sessions';

const TOO_MANY = 'Demasiados intentos de pago en poco tiempo. Espera unos minutos e inténtalo de nuevo.';

export function checkoutRoutes(deps: Deps) {
  const { db, payments, counters } = deps;
  // The guard sits on the routes, not on the sub-app: Stripe's webhook shares the /payment prefix.
  return new Hono<AppEnv>()
    .post('/create-checkout-session', requireUser(deps), async (c) => {
      const body = await parseBody(c, CreateCheckoutSessionSchema);
      assertOwnId(c.get('userId'), body.userId);
      // Counted before any work, so a burst is refused whichever process it reaches.
      if (!(await takeAttempt(counters, CHECKOUT_SESSIONS_PER_CUSTOMER, String(body.userId))))
        throw new HttpError(429, TOO_MANY);
      if (!(await takeAttempt(counters, CHECKOUT_SESSIONS_PER_ADDRESS, clientOf(c, deps.trustProxy).key)))
        throw new HttpError(429, TOO_MANY);
      const user = await findUser(db, body.userId);
      if (!user) throw badRequest(API_ERRORS.userMissing);

      const shipping = shippingFor(deliveryOfLetter(body.delivery), await shippingPriceCents(db));
      // An address sent field by field is the one shipped to, its line written here by the one rule.
      const shippingDetails = shipping.shipsToShop ? null : (body.shipping_details ?? null);
      const shippingAddress = shipping.shipsToShop
        ? STORE_ADDRESS.oneLine
        : shippingDetails
          ? formatAddress(shippingDetails)
          : body.shipping_address;
      if (!shippingAddress) throw badRequest(MESSAGES.missingShippingInfo);

      await expireSessions(db);
      const { sessionId, order, expiresAt, superseded } = await reserveSession(db, {
        userId: body.userId,
        provider: payments.name,
        wanted: body.products,
        shippingCents: shipping.cents,
        delivery: body.delivery,
        shippingAddress,
        shippingDetails,
      });
      await expireAtProvider(payments, superseded);
      const origin = deps.publicUrl;
      let hosted: { providerSessionId: string; url: string };
      try {
        hosted = await payments.createHostedCheckout(
          {
            sessionId,
            customerEmail: user.email,
            lines: order.lines.map((l) => ({
              name: lineName(l.name, l.size ?? null),
              quantity: l.quantity,
              unitCents: l.unitCents,
              chargedCents: l.chargedCents,
            })),
            discountCents: order.discountCents,
            shippingCents: order.shippingCents,
            shipsToShop: shipping.shipsToShop,
            totalCents: order.totalCents,
            successUrl: origin + successPath(sessionId),
            // The cancel page gives this session's units back (POST /api/payment/cancel-checkout-session).
            cancelUrl: origin + cancelPath(sessionId),
            expiresAt,
          },
          origin,
        );
      } catch (error) {
        await releaseSession(db, sessionId, 'cancelled'); // the provider failed: give the stock back
        throw error;
      }
      if (!(await setProviderSession(db, sessionId, hosted.providerSessionId))) {
        // A newer checkout of the same customer replaced this one while the provider was asked.
        await expireAtProvider(payments, [{ provider: payments.name, provider_session_id: hosted.providerSessionId }]);
        throw conflict('Abriste otro pago más reciente; continúa con ese.');
      }
      return c.json({ id: sessionId, url: hosted.url });
    })
    .post('/cancel-checkout-session', requireUser(deps), async (c) => {
      const body = await parseBody(c, CancelCheckoutSessionSchema);
      const result = await releaseOwnSession(db, body.session_id, c.get('userId'));
      if (!result) throw notFound('No encontramos esa sesión de pago.');
      if (result.released) await expireAtProvider(payments, [result.session]);
      return c.json({ released: result.released });
    });
}
