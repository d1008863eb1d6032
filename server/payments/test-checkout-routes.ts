import { Hono } from 'hono';
import { PATH, successPath } from '../../contract/paths';
import { API_ERRORS } from '../../copy/api';
import { DELAYED_PAYMENT } from '../../copy/checkout';
import type { AppEnv, Deps } from '../http/context';
import {
  findSession,
  fulfilSession,
  holdForDelayedPayment,
  recordFailedAttempt,
  releaseSession,
  type SessionRow,
} from '../modules/checkout/sessions';
import { newTestPaymentId } from './provider';
import { type CardErrors, type CardForm, renderCheckoutPage, renderClosedPage } from './test-checkout-page';
import { renderSpeiPendingPage } from './test-spei-page';

/** Test cards, as a real provider's test mode has them. */
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
const SPEI_LAPSED =
  'La transferencia no llegó a tiempo y tus productos volvieron a la tienda. Vuelve a tu carrito para intentarlo de nuevo.';
const DECLINED = 'Tu tarjeta fue rechazada. Revisa los datos o intenta con otra tarjeta.';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

export function validateCard(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = (form.number ?? '').replace(/[\s-]/g, '');
  if (!form.name?.trim()) errors.name = 'Escribe el nombre como aparece en la tarjeta.';
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) errors.number = 'El número de tarjeta no es válido.';
  const exp = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry ?? '');
  if (!exp) errors.expiry = 'Escribe el vencimiento como MM/AA.';
  else {
    const month = Number(exp[1]);
    const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    if (month < 1 || month > 12) errors.expiry = 'El mes de vencimiento debe estar entre 01 y 12.';
    else if (new Date(year, month, 1) <= now) errors.expiry = 'La tarjeta está vencida.';
  }
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) errors.cvc = 'El código de seguridad tiene 3 o 4 dígitos.';
  return errors;
}

const html = (body: string, status: 200 | 400 | 402 | 404 | 409 | 410 = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A test checkout's session id; anything else is never looked up (a NUL would fail inside the database). */
const TEST_SESSION_ID = /^cs_test_[A-Za-z0-9_-]{10,40}$/;

/**
 * The hosted test checkout: GET shows the form, POST pays, POST …/cancel gives up. It lives on the
 * store's own origin, so every way back is a relative path (never PUBLIC_URL, nor the Host header).
 *
 * Its SPEI transfer is a delayed method: POST …/spei keeps the session's stock reserved and GET
 * then shows the pending transfer's details; POST …/spei/paid plays the bank receiving it (the
 * order is written, as Stripe's async_payment_succeeded does) and …/spei/lapse the transfer never
 * made (the stock goes back, as async_payment_failed).
 */
export function testCheckoutRoutes({ db, publicUrl }: Deps) {
  const openSession = async (id: string): Promise<SessionRow | Response> => {
    const session = TEST_SESSION_ID.test(id) ? await findSession(db, id) : null;
    if (!session)
      return html(
        renderClosedPage(
          'Sesión de pago no encontrada',
          'Este enlace de pago no existe. Vuelve a tu carrito para intentarlo de nuevo.',
        ),
        404,
      );
    if (session.status === 'paid') return new Response(null, { status: 303, headers: { Location: successPath(id) } });
    if (session.status !== 'open' || new Date(session.expires_at) <= new Date())
      return html(
        renderClosedPage(
          API_ERRORS.paymentSessionClosed,
          'El pago se canceló o pasaron más de 30 minutos. Vuelve a tu carrito para intentarlo de nuevo.',
        ),
        410,
      );
    return session;
  };

  return new Hono<AppEnv>()
    .get('/:id', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (session instanceof Response) return session;
      return html(session.awaiting_payment ? renderSpeiPendingPage(session) : renderCheckoutPage(session));
    })
    .post('/:id', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (session instanceof Response) return session;
      // A transfer is on its way: the card form is no longer shown, nor taken.
      if (session.awaiting_payment) return html(renderSpeiPendingPage(session), 409);
      const body = await c.req.parseBody();
      const form: CardForm = {
        name: String(body.name ?? '').slice(0, 80),
        number: String(body.number ?? '').slice(0, 23),
        expiry: String(body.expiry ?? '').slice(0, 7),
        cvc: String(body.cvc ?? '').slice(0, 4),
      };
      const errors = validateCard(form);
      if (Object.keys(errors).length) return html(renderCheckoutPage(session, form, errors), 400);
      const number = form.number!.replace(/[\s-]/g, '');
      if (number !== TEST_CARD_PAYS) {
        await recordFailedAttempt(db, session.session_id);
        return html(renderCheckoutPage(session, { ...form, number: '', cvc: '' }, { card: DECLINED }), 402);
      }
      const result = await fulfilSession(db, session.session_id, { id: newTestPaymentId(), last4: number.slice(-4) });
      if (!result.ok)
        return html(
          renderClosedPage(
            API_ERRORS.paymentSessionClosed,
            'El pago no se pudo completar. Vuelve a tu carrito para intentarlo de nuevo.',
          ),
          410,
        );
      return c.redirect(successPath(session.session_id), 303);
    })
    .post('/:id/spei', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (session instanceof Response) return session;
      // SPEI is a delayed method (server/payments/payment-methods.ts): the stock stays reserved until
      // the bank answers, for 48 hours at most, and an account has one such payment open at a time.
      if ((await holdForDelayedPayment(db, session.session_id)) === 'another')
        return html(renderCheckoutPage(session, {}, { card: DELAYED_PAYMENT.alreadyOpen }), 409);
      return c.redirect(`/pay/test/${session.session_id}`, 303);
    })
    .post('/:id/spei/paid', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (session instanceof Response) return session;
      if (!session.awaiting_payment) return c.redirect(`/pay/test/${session.session_id}`, 303);
      const result = await fulfilSession(db, session.session_id, { id: newTestPaymentId(), last4: null });
      if (!result.ok) return html(renderClosedPage(API_ERRORS.paymentSessionClosed, SPEI_LAPSED), 410);
      return c.redirect(successPath(session.session_id), 303);
    })
    .post('/:id/spei/lapse', async (c) => {
      const session = await openSession(c.req.param('id'));
      if (session instanceof Response) return session;
      if (session.awaiting_payment) await releaseSession(db, session.session_id, 'expired', publicUrl);
      return html(renderClosedPage('La transferencia venció', SPEI_LAPSED), 410);
    })
    .post('/:id/cancel', async (c) => {
      const id = c.req.param('id');
      const session = TEST_SESSION_ID.test(id) ? await findSession(db, id) : null;
      // A transfer on its way is closed only by the bank (…/spei/paid or …/spei/lapse).
      if (session?.status === 'open') await releaseSession(db, id, 'cancelled', publicUrl, { keepAwaiting: true });
      return c.redirect(PATH.cancel, 303); // the units are given back here already
    });
}
