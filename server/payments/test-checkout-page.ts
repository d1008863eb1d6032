import { formatDiscount, formatMoney } from '../../contract/money';
import { lineName } from '../modules/checkout/price-order';
import type { SessionRow } from '../modules/checkout/sessions';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface CardForm {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}
export type CardErrors = Partial<Record<keyof CardForm | 'card', string>>;

/**
 * The built-in hosted payment page: plain HTML with a real form (no script), in Spanish, marked
 * as test mode. Each field has a label, autocomplete hints and, when wrong, an error tied to it.
 */
export function renderCheckoutPage(session: SessionRow, form: CardForm = {}, errors: CardErrors = {}): string {
  const lines = session.lines
    .map(
      (l) =>
        `<li><span>${escapeHtml(lineName(l.name, l.size ?? null))} × ${l.quantity}</span><span>${formatMoney(l.chargedCents)}</span></li>`,
    )
    .join('');
  const field = (id: keyof CardForm, label: string, attrs: string, hint?: string) => {
    const error = errors[id];
    const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<div class="field">
      <label for="${id}">${label}</label>
      ${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}
      <input id="${id}" name="${id}" ${attrs} value="${escapeHtml(form[id] ?? '')}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''} required>
      ${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
    </div>`;
  };
  return page(
    'Pago con tarjeta (modo de prueba)',
    `<header class="banner"><p><strong>Modo de prueba:</strong> no se hará ningún cargo real. Paga con la tarjeta 4242 4242 4242 4242; la 4000 0000 0000 0002 simula una tarjeta rechazada.</p></header>
    <main>
      <h1>Pago con tarjeta</h1>
      <section aria-labelledby="resumen"><h2 id="resumen">Tu pedido</h2>
        <ul class="lines">${lines}</ul>
        <dl>
          <div><dt>Subtotal</dt><dd>${formatMoney(session.subtotal_cents)}</dd></div>
          <div><dt>Descuento</dt><dd>${formatDiscount(session.discount_cents)}</dd></div>
          <div><dt>Envío</dt><dd>${session.shipping_cost_cents ? formatMoney(session.shipping_cost_cents) : 'Gratis'}</dd></div>
          <div class="total"><dt>Total a pagar</dt><dd>${formatMoney(session.total_cents)}</dd></div>
        </dl>
        <p class="address">Entrega: ${escapeHtml(session.shipping_address)}</p>
      </section>
      ${errors.card ? `<div class="alert" role="alert">${escapeHtml(errors.card)}</div>` : ''}
      <form method="post" action="/pay/test/${escapeHtml(session.session_id)}" novalidate>
        ${field('name', 'Nombre en la tarjeta', 'type="text" autocomplete="cc-name" maxlength="80"')}
        ${field('number', 'Número de tarjeta', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', '16 dígitos, sin espacios o con ellos.')}
        <div class="row">
          ${field('expiry', 'Vencimiento', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA"', 'Mes y año, MM/AA.')}
          ${field('cvc', 'Código de seguridad (CVC)', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', '3 o 4 dígitos al reverso.')}
        </div>
        <button type="submit">Pagar ${formatMoney(session.total_cents)}</button>
      </form>
      ${speiOffer(session.session_id)}
      <form method="post" action="/pay/test/${escapeHtml(session.session_id)}/cancel">
        <button type="submit" class="secondary">Cancelar y volver a la tienda</button>
      </form>
    </main>`,
  );
}

/** The test checkout's other way to pay: a SPEI transfer, a delayed method (server/payments/payment-methods.ts). */
export function speiOffer(sessionId: string): string {
  return `<section class="spei" aria-labelledby="spei-title">
        <h2 id="spei-title">Transferencia SPEI</h2>
        <p>Recibe una CLABE y una referencia para pagar desde la app de tu banco. Apartamos tus productos mientras llega la transferencia.</p>
        <form method="post" action="/pay/test/${escapeHtml(sessionId)}/spei">
          <button type="submit" class="secondary">Quiero transferir por SPEI</button>
        </form>
      </section>`;
}

export function renderClosedPage(title: string, message: string): string {
  return page(
    title,
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Volver a la tienda</a></p></main>`,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Outlet Chihuahua</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1b20;background:#f6f3ee;line-height:1.5}
  .banner p{margin:0}
  .banner{background:#fff3c4;border-bottom:2px solid #8a6d00;padding:12px 16px;text-align:center;color:#3d3000}
  main{max-width:520px;margin:24px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
  h1{font-size:1.5rem;margin:0 0 16px}
  h2{font-size:1.1rem;margin:0 0 8px}
  .lines{list-style:none;padding:0;margin:0 0 8px}
  .lines li,dl div{display:flex;justify-content:space-between;gap:16px;padding:4px 0}
  dl{margin:0;border-top:1px solid #ddd;padding-top:8px}
  dt,dd{margin:0}
  .total{font-weight:700;font-size:1.1rem}
  .address{color:#4a4650;font-size:.9rem}
  .field{margin:16px 0}
  label{display:block;font-weight:600}
  .hint{margin:2px 0 4px;color:#4a4650;font-size:.875rem}
  input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6f6a75;border-radius:4px}
  input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
  .error{color:#b3261e;margin:4px 0 0;font-size:.9rem}
  .alert{background:#fde8e7;color:#8c1d18;border:1px solid #b3261e;padding:12px;border-radius:4px;margin:16px 0}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
  @media (max-width:420px){.row{grid-template-columns:1fr}}
  button{width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:4px;background:#1f3a5f;color:#fff;cursor:pointer;margin-top:8px}
  button.secondary{background:transparent;color:#1f3a5f;border:1px solid #1f3a5f}
  :focus-visible{outline:3px solid #c2410c;outline-offset:2px}
  a{color:#1f3a5f}
  .spei{margin-top:24px;border-top:1px solid #ddd;padding-top:16px}
  .spei dd.code{font-family:ui-monospace,monospace;font-size:1.05rem;letter-spacing:.04em}
</style>
</head>
<body>${body}</body>
</html>`;
}
