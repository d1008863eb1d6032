import { Link } from 'wouter';
import { PATH } from '../../../contract/paths';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

export default function FrequentCustomerPage() {
  return (
    <InfoPage
      kicker="Cliente frecuente"
      title="Beneficios de cliente frecuente"
      lead="Si ya eres parte de la familia Outlet, queremos consentirte. Crea tu cuenta con tu número de celular y empieza a disfrutar estos beneficios."
    >
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardTitle}>Preventa de temporada</p>
          <p>
            Te avisamos por WhatsApp un día antes de sacar la mercancía nueva, para que apartes tus favoritos primero.
          </p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Regalo de cumpleaños</p>
          <p>En el mes de tu cumpleaños te esperamos en tienda con un accesorio de regalo en tu compra.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Historial de compras</p>
          <p>En «Mis compras» ves todos tus pedidos, su estado de envío y el número de rastreo.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Recoge en tienda sin costo</p>
          <p>Si vives en Chihuahua, elige «Recoger en tienda» al pagar y no pagas envío.</p>
        </li>
      </ul>
      <h2>¿Cómo me registro?</h2>
      <ol>
        <li>
          Entra a <Link href={PATH.signup}>crear cuenta</Link> y registra tu nombre, correo y número de celular.
        </li>
        <li>Guarda tu dirección de envío en tu perfil para pagar más rápido.</li>
        <li>¡Listo! Tus beneficios se activan con tu primera compra.</li>
      </ol>
      <p>Las promociones de cliente frecuente no se acumulan con otras ofertas del mismo producto.</p>
    </InfoPage>
  );
}
