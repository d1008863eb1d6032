import { Link } from 'wouter';
import { INFO_PATH, PATH } from '../../../contract/paths';
import { DELIVERY_DAYS, RETURN_POLICY } from '../../../contract/store';
import { LEGAL } from '../../../copy/legal';
import { STORE, storeAddressLine } from '../../domain/store/store-info';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

/** Business days a buyer at a distance has to revoke a purchase, from delivery (consumer law, LFPC art. 56). */
const LEGAL_REVOCATION_BUSINESS_DAYS = 5;

/**
 * The terms of sale the consumer law (LFPC, art. 76 Bis for shops online) asks of the shop: its
 * details, prices, payment, shipping and pickup, returns (the law's 5 business days or the
 * Devoluciones page's longer window, contract/store.ts), how to complain and PROFECO.
 */
export default function TermsPage() {
  const mail = <a href={`mailto:${STORE.email}`}>{STORE.email}</a>;
  const transit = DELIVERY_DAYS.transit;
  return (
    <InfoPage
      kicker={LEGAL.terms}
      title={LEGAL.terms}
      lead="Lo que necesitas saber antes de comprar: precios, formas de pago, envíos, devoluciones y cómo resolvemos cualquier problema. Sin letras chiquitas."
    >
      <h2>Quiénes somos</h2>
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardTitle}>{STORE.name}</p>
          <p>{storeAddressLine}</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Teléfono y WhatsApp</p>
          <p>
            <a href={STORE.phoneHref}>{STORE.phone}</a>
          </p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Correo electrónico</p>
          <p>{mail}</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Horario</p>
          {STORE.hours.map((h) => (
            <p key={h.days}>
              {h.days}: {h.time}
            </p>
          ))}
        </li>
      </ul>
      <p>
        Al comprar en esta tienda aceptas estos términos. Tus datos los tratamos como dice nuestro{' '}
        <Link href={INFO_PATH.privacy}>{LEGAL.privacy}</Link>.
      </p>

      <h2>Precios</h2>
      <p>
        Todos los precios están en pesos mexicanos (MXN) e incluyen el IVA. El precio que ves al pagar es el total que
        pagas: el envío, si lo eliges, se suma y se muestra antes de que confirmes. Las promociones (2x1, 50% de
        descuento) se aplican solas en tu carrito mientras estén vigentes y haya piezas.
      </p>

      <h2>Formas de pago</h2>
      <ul>
        <li>
          Tarjeta de crédito o débito Visa, Mastercard o American Express, en la página segura del procesador de pagos.
        </li>
        <li>
          Meses sin intereses con tarjetas de crédito participantes, cuando el monto de tu compra lo permite; las
          opciones se muestran al pagar.
        </li>
        <li>
          Efectivo en OXXO con la ficha que recibes al pagar, o transferencia SPEI donde se ofrezca. Apartamos tus
          piezas mientras la ficha o la transferencia sigan vigentes; si vence sin pago, el pedido se cancela y no se te
          cobra nada.
        </li>
      </ul>
      <p>Tu pedido se confirma cuando el pago se acredita; te lo avisamos con su número de folio.</p>

      <h2>Envíos y recogida en tienda</h2>
      <ul>
        <li>
          Enviamos a todo México por FedEx. Preparamos tu pedido el mismo día hábil o el siguiente, y llega en{' '}
          {transit.min} a {transit.max} días hábiles. Te damos tu número de guía para rastrearlo.
        </li>
        <li>Si eliges recoger en tienda, no pagas envío y te avisamos cuando tu pedido esté listo en {STORE.city}.</li>
        <li>
          Revisa tu paquete al recibirlo. Si llega dañado o no es lo que pediste, avísanos con fotos en cuanto puedas y
          lo resolvemos sin costo para ti.
        </li>
      </ul>

      <h2>Devoluciones</h2>
      <p>
        La ley te da {LEGAL_REVOCATION_BUSINESS_DAYS} días hábiles desde que recibes tu pedido para revocar una compra
        hecha a distancia (artículo 56 de la Ley Federal de Protección al Consumidor). Nosotros te damos más:{' '}
        {RETURN_POLICY.days} días naturales desde la entrega. Cuenta el plazo que sea más largo.
      </p>
      <ul>
        <li>La prenda debe estar sin usar, sin lavar y con sus etiquetas.</li>
        <li>
          Pide tu devolución desde el detalle de tu pedido en <Link href={PATH.orders}>Mis compras</Link> o escríbenos
          con tu folio. Puedes traerla a la tienda o enviárnosla con la guía de FedEx que te mandamos, sin costo.
        </li>
        <li>
          Cuando la recibimos, te reembolsamos lo que pagaste por ella al mismo medio de pago; tu banco puede tardar
          unos días en reflejarlo. Si lo prefieres, la cambiamos por otra talla u otra pieza.
        </li>
        <li>
          Por higiene, los aretes no tienen cambio ni devolución, salvo que lleguen dañados o no sean lo que pediste.
        </li>
      </ul>
      <p>
        Los detalles de cambios están en <Link href={INFO_PATH.returns}>Devoluciones</Link>.
      </p>

      <h2>Dudas y quejas</h2>
      <p>
        Si algo no salió bien, dínoslo primero: escríbenos a {mail}, por WhatsApp al {STORE.phone} o ven a la tienda,
        con tu folio y lo que pasó. Te respondemos a más tardar en 3 días hábiles y buscamos una solución contigo.
      </p>
      <p>
        También puedes acudir a la Procuraduría Federal del Consumidor (PROFECO): Teléfono del Consumidor{' '}
        <a href="tel:+525555688722">55 5568 8722</a> o <a href="tel:+528004688722">800 468 8722</a> (sin costo), o en
        línea por Concilianet,{' '}
        <a href="https://concilianet.profeco.gob.mx/" target="_blank" rel="noopener noreferrer">
          concilianet.profeco.gob.mx (se abre en una ventana nueva)
        </a>
        .
      </p>
      <p className={css.quoteBy}>Última actualización: 26 de noviembre de 2026.</p>
    </InfoPage>
  );
}
