import { formatMoney } from '../../contract/money';
import type { SessionRow } from '../modules/checkout/sessions';
import { escapeHtml, page } from './test-checkout-page';
import { testSpeiTransfer } from './test-spei';

const dateTime = (when: Date | string) =>
  new Date(when).toLocaleString('es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Chihuahua',
  });

/**
 * The pending SPEI transfer, as a shopper keeps it open to pay from their bank: the amount, the
 * CLABE, the reference and until when the products stay reserved. In test mode it also lets one
 * play the bank: the transfer received (the order is written) or never made (it lapses).
 */
export function renderSpeiPendingPage(session: SessionRow): string {
  const transfer = testSpeiTransfer(session.session_id);
  const action = `/pay/test/${escapeHtml(session.session_id)}/spei`;
  return page(
    'Transferencia SPEI pendiente (modo de prueba)',
    `<header class="banner"><p><strong>Modo de prueba:</strong> esta CLABE no es real; no transfieras dinero. Usa los botones de abajo para simular lo que haría el banco.</p></header>
    <main>
      <h1>Tu pedido espera tu transferencia</h1>
      <p>Transfiere exactamente <strong>${formatMoney(session.total_cents)}</strong> por SPEI desde la app o el portal de tu banco. Cuando llegue, confirmamos tu pedido.</p>
      <section class="spei" aria-labelledby="datos">
        <h2 id="datos">Datos para tu transferencia</h2>
        <dl>
          <div><dt>Banco</dt><dd>${escapeHtml(transfer.bank)}</dd></div>
          <div><dt>CLABE</dt><dd class="code">${transfer.clabe}</dd></div>
          <div><dt>Referencia</dt><dd class="code">${transfer.reference}</dd></div>
          <div><dt>Beneficiario</dt><dd>Outlet Chihuahua</dd></div>
          <div class="total"><dt>Monto</dt><dd>${formatMoney(session.total_cents)}</dd></div>
        </dl>
        <p class="address">Tus productos quedan apartados hasta el ${escapeHtml(dateTime(session.expires_at))}; si la transferencia no llega, vuelven a la tienda.</p>
      </section>
      <section class="spei" aria-labelledby="simular">
        <h2 id="simular">Simular el banco</h2>
        <form method="post" action="${action}/paid">
          <button type="submit">Marcar la transferencia como recibida</button>
        </form>
        <form method="post" action="${action}/lapse">
          <button type="submit" class="secondary">Dejar vencer la transferencia</button>
        </form>
      </section>
    </main>`,
  );
}
