import { STORE, storeAddressLine } from '../../domain/store/store-info';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

export default function ContactPage() {
  return (
    <InfoPage
      kicker="Contáctanos"
      title="Estamos para ayudarte"
      lead="¿Dudas con una talla, tu pedido o un cambio? Escríbenos; normalmente contestamos en menos de una hora en horario de tienda."
    >
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardTitle}>WhatsApp</p>
          <p>
            <a href={STORE.whatsappHref} target="_blank" rel="noopener noreferrer">
              {STORE.phone} (se abre en una ventana nueva)
            </a>
          </p>
          <p>La forma más rápida de resolver cualquier duda.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Teléfono</p>
          <p>
            <a href={STORE.phoneHref}>{STORE.phone}</a>
          </p>
          <p>Llámanos en horario de tienda.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Correo electrónico</p>
          <p>
            <a href={`mailto:${STORE.email}`}>{STORE.email}</a>
          </p>
          <p>Ideal para facturación y seguimiento de pedidos.</p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Tienda física</p>
          <p>{storeAddressLine}</p>
        </li>
      </ul>
      <h2>Horario de atención</h2>
      <table className={css.table}>
        <caption className={css.lead} style={{ textAlign: 'left' }}>
          Tienda y atención por WhatsApp
        </caption>
        <tbody>
          {STORE.hours.map((h) => (
            <tr key={h.days}>
              <th scope="row">{h.days}</th>
              <td>{h.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Si nos escribes sobre un pedido, ten a la mano tu número de folio: lo encuentras en «Mis compras».</p>
    </InfoPage>
  );
}
