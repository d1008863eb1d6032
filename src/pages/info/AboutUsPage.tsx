import { Link } from 'wouter';
import { INFO_PATH } from '../../../contract/paths';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

export default function AboutUsPage() {
  return (
    <InfoPage
      kicker="Quiénes somos"
      title="Somos Outlet Chihuahua"
      lead="Una tienda familiar chihuahuense que trae ropa y joyería americana 100% original y nueva, a precios de outlet, para que vestir bien no cueste de más."
    >
      <p>
        Todo empezó en 2016 con unas cuantas maletas: cruzábamos a El Paso a buscar prendas de marca en los outlets y
        las vendíamos entre amigas y vecinas. La respuesta fue tan bonita que, pieza por pieza, aquello se convirtió en
        una tienda con local propio aquí en Chihuahua y, ahora, en esta tienda en línea para todo México.
      </p>
      <h2>Lo que nos hace diferentes</h2>
      <ul className={css.cards}>
        <li className={css.card}>
          <p className={css.cardTitle}>Original y nueva, siempre</p>
          <p>
            Cada prenda llega con su etiqueta. No vendemos réplicas, segundas ni ropa usada: si no es original, no entra
            a la tienda.
          </p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Precios de outlet de verdad</p>
          <p>
            Compramos directo en liquidaciones de Estados Unidos, por eso te damos 2x1 y 50% de descuento todo el año.
          </p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Trato de tienda de barrio</p>
          <p>
            Te contestamos nosotros mismos, por WhatsApp o en el mostrador. Si tienes dudas de talla, te ayudamos a
            elegir.
          </p>
        </li>
        <li className={css.card}>
          <p className={css.cardTitle}>Novedades cada semana</p>
          <p>Llegan cajas nuevas cada semana; las piezas marcadas con «New Season» son lo más reciente.</p>
        </li>
      </ul>
      <h2>Ven a conocernos</h2>
      <p>
        Nos encanta que la gente se pruebe las prendas antes de llevárselas. Encuentra cómo llegar en nuestra página de{' '}
        <Link href={INFO_PATH.location}>ubicación</Link> o conoce cómo funcionan nuestras{' '}
        <Link href={INFO_PATH.salesModel}>promociones</Link>.
      </p>
    </InfoPage>
  );
}
