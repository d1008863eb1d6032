import { Hono } from 'hono';
import type { User } from '../../../contract/auth';
import {
  CancelCheckoutSessionSchema,
  type CreateCheckoutSession,
  CreateCheckoutSessionSchema,
  deliveryOfLetter,
  STORE_ADDRESS,
  shippingFor,
} from '../../../contract/checkout';
import { formatAddress, hasMexicanPostalCode } from '../../../contract/mexican-address';
import { cancelPath, successPath } from '../../../contract/paths';
import { type AddressUpdate, completeAddress } from '../../../contract/user';
import { ADDRESS } from '../../../copy/address';
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
import {
  expireSessions,
  hasDelayedPaymentOpen,
  releaseOwnSession,
  releaseSession,
  reserveSession,
  setProviderSession,
} from './sessions';

const TOO_MANY = 'Demasiados intentos de pago en poco tiempo. Espera unos minutos e inténtalo de nuevo.';

/** A SPEC client sends no delivery: its session is recorded as home delivery, and ships to its one line. */
const SPEC_DELIVERY = 'a';

/** Where an address is shipped: its one line, and its fields when the address rule checked them all. */
interface ShipsTo {
  shippingAddress: string;
  shippingDetails: AddressUpdate | null;
}

/**
 * Home delivery ships to the profile's address, read here, whatever the browser sent: complete,
 * field by field; saved before the store asked for colonia and receiver, its line, if Mexican.
 */
function homeAddressOf(user: User): ShipsTo {
  const details = completeAddress(user);
  if (details) return { shippingAddress: formatAddress(details), shippingDetails: details };
  if (!user.shipping_zipcode || !hasMexicanPostalCode(user.shipping_zipcode))
    throw badRequest(MESSAGES.missingShippingInfo, 'shipping_address');
  return { shippingAddress: formatAddress(user), shippingDetails: null };
}

/**
 * Another address: sent field by field, its line is written here by the one rule; a payment page
 * from before sends the line alone, which must carry a Mexican postal code.
 */
function otherAddressOf(body: CreateCheckoutSession): ShipsTo {
  if (body.shipping_details)
    return { shippingAddress: formatAddress(body.shipping_details), shippingDetails: body.shipping_details };
  if (!body.shipping_address) throw badRequest(MESSAGES.missingShippingInfo, 'shipping_address');
  if (!hasMexicanPostalCode(body.shipping_address)) throw badRequest(ADDRESS.error.notMexican, 'shipping_address');
  return { shippingAddress: body.shipping_address, shippingDetails: null };
}

export function checkoutRoutes(deps: Deps) {
  const { db, payments, counters, publicUrl } = deps;
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

      const letter = body.delivery ?? SPEC_DELIVERY;
      const shipping = shippingFor(deliveryOfLetter(letter), await shippingPriceCents(db));
      const { shippingAddress, shippingDetails } = shipping.shipsToShop
        ? { shippingAddress: STORE_ADDRESS.oneLine, shippingDetails: null }
        : body.delivery === 'a'
          ? homeAddressOf(user)
          : otherAddressOf(body);

      await expireSessions(db, publicUrl);
      const { sessionId, order, expiresAt, superseded } = await reserveSession(db, {
        userId: body.userId,
        provider: payments.name,
        wanted: body.products,
        shippingCents: shipping.cents,
        delivery: letter,
        shippingAddress,
        shippingDetails,
        publicUrl,
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
            // An account has one delayed payment open at a time: while one is, this checkout takes the card alone.
            delayedAllowed: !(await hasDelayedPaymentOpen(db, body.userId)),
          },
          origin,
        );
      } catch (error) {
        await releaseSession(db, sessionId, 'cancelled', publicUrl); // the provider failed: give the stock back
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
      const result = await releaseOwnSession(db, body.session_id, c.get('userId'), publicUrl);
      if (!result) throw notFound('No encontramos esa sesión de pago.');
      if (result.released) await expireAtProvider(payments, [result.session]);
      return c.json({ released: result.released });
    });
}
