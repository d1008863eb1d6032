import { STORE, storeAddressLine } from '../../domain/store/store-info';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

export default function LocationPage() {
  const src = `https://www.google.com/maps?q=${encodeURIComponent(STORE.mapQuery)}&output=embed`;
  return (
    <InfoPage
      kicker="Ubicación"
      title="Nuestra tienda en Chihuahua"
      lead="Pruébate tus prendas antes de llevártelas y recoge tus pedidos en línea sin costo de envío."
    >
      <p>
        <strong>{STORE.name}</strong>
        <br />
        {storeAddressLine}
      </p>
      <iframe
        className={css.map}
        src={src}
        title={`Mapa de Google con la ubicación de ${STORE.name}: ${storeAddressLine}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <p>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(STORE.mapQuery)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Abrir en Google Maps (se abre en una ventana nueva)
        </a>
      </p>
      <h2>Horario</h2>
      <ul>
        {STORE.hours.map((h) => (
          <li key={h.days}>
            {h.days}: {h.time}
          </li>
        ))}
      </ul>
      <h2>Cómo llegar</h2>
      <p>
        Estamos sobre la Av. Tecnológico, a dos cuadras del cruce con la Av. Universidad. Hay estacionamiento gratuito
        frente a la plaza y la ruta de camión Tecnológico te deja en la puerta.
      </p>
    </InfoPage>
  );
}
