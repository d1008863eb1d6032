import { Link } from 'wouter';
import { INFO_PATH, PATH } from '../../../contract/paths';
import { LEGAL } from '../../../copy/legal';
import { STORE, storeAddressLine } from '../../domain/store/store-info';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

/**
 * The full privacy notice the personal-data law for private parties (LFPDPPP, 2025) asks of the
 * shop: who is responsible, what data, the necessary and the optional purposes, transfers, the ARCO
 * rights, revoking consent and how changes are announced. Its simplified form is the
 * `LegalNotice` beside the sign-up and pay buttons; the consent box it speaks of is the sign-up's,
 * recorded with its date and changed in the profile.
 */
export default function PrivacyNoticePage() {
  const mail = <a href={`mailto:${STORE.email}`}>{STORE.email}</a>;
  return (
    <InfoPage
      kicker={LEGAL.privacy}
      title={LEGAL.privacy}
      lead="Cuidamos tus datos como cuidamos tu compra: pedimos solo lo necesario para venderte y entregarte, y lo demás únicamente si tú quieres."
    >
      <h2>Quién es responsable de tus datos</h2>
      <p>
        {STORE.name}, con domicilio en {storeAddressLine}, es responsable del tratamiento de tus datos personales. Para
        cualquier asunto de privacidad escríbenos a {mail} o llámanos al <a href={STORE.phoneHref}>{STORE.phone}</a>.
      </p>

      <h2>Qué datos usamos</h2>
      <ul>
        <li>Tu nombre, número de teléfono y correo electrónico, con los que creas tu cuenta.</li>
        <li>Las direcciones de entrega que guardas en tu perfil o escribes al pagar, y quién recibe el pedido.</li>
        <li>Tu historial de compras: qué pediste, cuándo, cuánto pagaste y cómo va cada pedido.</li>
      </ul>
      <p>
        Tu tarjeta la recibe directamente el procesador de pagos en su página segura: nosotros nunca vemos ni guardamos
        su número completo, solo los últimos cuatro dígitos para que reconozcas tu pago. No pedimos datos sensibles.
      </p>

      <h2>Para qué los usamos</h2>
      <p>
        <strong>Finalidades necesarias</strong>, sin las cuales no podemos venderte:
      </p>
      <ul>
        <li>Crear y mantener tu cuenta, e identificarte cuando entras.</li>
        <li>Cobrar y registrar tus compras, y emitir tu comprobante.</li>
        <li>Entregar tu pedido por FedEx o tenerlo listo para que lo recojas en la tienda.</li>
        <li>
          Enviarte los mensajes de tus pedidos (pago recibido, envío, entrega, cambios y devoluciones) por correo o
          WhatsApp: son parte de tu compra y no necesitan un permiso aparte.
        </li>
        <li>Atender tus dudas, cambios, devoluciones y quejas.</li>
      </ul>
      <p>
        <strong>Finalidades opcionales</strong>, solo si nos das tu permiso:
      </p>
      <ul>
        <li>Enviarte ofertas y promociones.</li>
        <li>Avisarte cuando vuelve un producto o una talla que te interesa.</li>
        <li>Invitarte a encuestas para saber cómo mejorar.</li>
      </ul>
      <p>
        Al crear tu cuenta te preguntamos por ellas con una casilla aparte que está sin marcar; guardamos la fecha en
        que nos das tu permiso. Si no la marcas, tu cuenta y tus compras funcionan igual.
      </p>

      <h2>Con quién compartimos tus datos</h2>
      <p>Solo con quienes nos ayudan a completar tu compra, y solo lo que cada uno necesita:</p>
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardTitle}>Procesador de pagos</p>
          <p>Recibe tu pago con tarjeta, en OXXO o por transferencia, y nos confirma que se hizo.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>FedEx</p>
          <p>Recibe tu nombre, teléfono y dirección de entrega para llevarte el paquete.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Correo y WhatsApp</p>
          <p>Los proveedores con los que te enviamos los mensajes de tus pedidos reciben tu correo o tu teléfono.</p>
        </li>
      </ul>
      <p>
        Estas transferencias son necesarias para cumplir tu compra, por lo que no requieren tu consentimiento. No
        vendemos ni rentamos tus datos a nadie, y solo los entregaríamos a una autoridad que los pida conforme a la ley.
      </p>

      <h2>Tus derechos ARCO</h2>
      <p>
        Puedes <strong>acceder</strong> a tus datos, <strong>rectificarlos</strong> si están mal,{' '}
        <strong>cancelarlos</strong> cuando ya no los necesitemos u <strong>oponerte</strong> a que los usemos para un
        fin. Tu nombre, teléfono y direcciones los corriges tú mismo en <Link href={PATH.profile}>Mi cuenta</Link>; para
        todo lo demás, escríbenos a {mail} con:
      </p>
      <ol>
        <li>Tu nombre y el correo o teléfono de tu cuenta, para responderte.</li>
        <li>Una identificación oficial (o la de tu representante, con el documento que lo acredite).</li>
        <li>Qué derecho quieres ejercer y sobre qué datos, con lo que nos ayude a encontrarlos.</li>
      </ol>
      <p>
        Te respondemos en un máximo de 20 días hábiles desde que recibimos tu solicitud y, si procede, la hacemos
        efectiva dentro de los 15 días hábiles siguientes. Ejercer tus derechos es gratis. Si no quedas conforme, puedes
        acudir a la Secretaría Anticorrupción y Buen Gobierno, autoridad de protección de datos personales.
      </p>

      <h2>Cómo retirar tu permiso</h2>
      <p>
        Puedes retirar cuando quieras el permiso para ofertas, avisos y encuestas: en{' '}
        <Link href={PATH.profile}>Mi cuenta</Link>, sección «{LEGAL.profile.heading}», con un clic, o escribiéndonos a{' '}
        {mail}. Dejamos de enviarte esos mensajes desde ese momento y guardamos la fecha en que lo retiraste. Los
        mensajes de tus pedidos siguen llegando mientras tengas compras en curso.
      </p>

      <h2>Cambios a este aviso</h2>
      <p>
        Si cambiamos este aviso, publicamos la nueva versión en esta misma página con su fecha y te lo avisamos al
        entrar a tu cuenta o por correo antes de que aplique. Si un cambio agrega un uso que necesita tu permiso, te lo
        pediremos de nuevo. Lee también nuestros <Link href={INFO_PATH.terms}>{LEGAL.terms}</Link>.
      </p>
      <p className={css.quoteBy}>Última actualización: 26 de noviembre de 2026.</p>
    </InfoPage>
  );
}
