import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';
import { Icon } from '../../ui/Icon';

const REVIEWS = [
  {
    name: 'Mariana G.',
    city: 'Chihuahua',
    stars: 5,
    text: 'Me llevé dos vestidos con el 2x1 y quedaron perfectos. La atención por WhatsApp, de diez: me ayudaron con la talla.',
  },
  {
    name: 'Luis R.',
    city: 'Delicias',
    stars: 5,
    text: 'Pedí una chamarra Columbia y llegó en tres días con su etiqueta. Original y mucho más barata que en El Paso.',
  },
  {
    name: 'Daniela P.',
    city: 'Ciudad Juárez',
    stars: 4,
    text: 'Buenísimos precios en joyería. Tardó un día más de lo que esperaba, pero me avisaron del rastreo en todo momento.',
  },
  {
    name: 'Sofía M.',
    city: 'Chihuahua',
    stars: 5,
    text: 'Recogí en tienda sin pagar envío y aproveché para probarme más cosas. Salí con cuatro blusas al 50%.',
  },
  {
    name: 'Jorge A.',
    city: 'Cuauhtémoc',
    stars: 5,
    text: 'Le regalé un reloj a mi esposa y le encantó. Se nota que es nuevo y original, con su caja y todo.',
  },
  {
    name: 'Paola V.',
    city: 'Hidalgo del Parral',
    stars: 4,
    text: 'Tuve que cambiar una talla y fue muy fácil; me mandaron la guía y en una semana tenía mi pantalón nuevo.',
  },
];

export default function ReviewsPage() {
  return (
    <InfoPage
      kicker="Opiniones de clientes"
      title="Lo que dicen nuestros clientes"
      lead="Gracias a quienes nos recomiendan con su familia y amigas. Estas son algunas de las opiniones que nos han dejado en tienda y en redes."
    >
      <ul className={css.cards}>
        {REVIEWS.map((r) => (
          <li key={r.name} className={css.card}>
            <figure>
              <p className={css.stars} role="img" aria-label={`${r.stars} de 5 estrellas`}>
                {Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the five stars of a rating, in a fixed order
                  <Icon key={i} name="star" size={18} filled={i < r.stars} />
                ))}
              </p>
              <blockquote>
                <p>«{r.text}»</p>
              </blockquote>
              <figcaption className={css.quoteBy}>
                {r.name}, {r.city}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
