import { Link } from 'wouter';
import { INFO_PATH } from '../../../contract/paths';
import { InfoPage } from '../../features/info/InfoPage';
import * as css from '../../features/info/info.css';

const BRANDS = [
  { name: 'Calvin Klein', note: 'Vestidos, blusas y abrigos de corte limpio.' },
  { name: 'Tommy Hilfiger', note: 'Suéteres, camisas y el clásico estilo preppy.' },
  { name: 'Michael Kors', note: 'Relojes, bolsas y joyería para todos los días.' },
  { name: 'Levi’s', note: 'Pantalones y shorts de mezclilla que duran años.' },
  { name: 'Guess', note: 'Blusas, faldas y accesorios con mucho estilo.' },
  { name: 'Ralph Lauren', note: 'Camisas, suéteres y piezas para ocasiones especiales.' },
  { name: 'Anne Klein', note: 'Relojes y aretes elegantes a precio de outlet.' },
  { name: 'Columbia', note: 'Chamarras y abrigos para el invierno chihuahuense.' },
];

export default function BrandsPage() {
  return (
    <InfoPage
      kicker="Marcas frecuentes"
      title="Las marcas que más traemos"
      lead="Compramos en liquidaciones y outlets de Estados Unidos, así que la mercancía cambia cada semana. Estas son las marcas que encuentras con más frecuencia."
    >
      <ul className={css.cards}>
        {BRANDS.map((b) => (
          <li key={b.name} className={css.card}>
            <p className={css.cardTitle}>{b.name}</p>
            <p>{b.note}</p>
          </li>
        ))}
      </ul>
      <p>
        Todas las prendas son originales y nuevas, con su etiqueta. Las marcas mencionadas pertenecen a sus respectivos
        dueños; no somos distribuidores oficiales. ¿Buscas algo en especial?{' '}
        <Link href={INFO_PATH.contact}>Pregúntanos</Link> y te avisamos cuando llegue.
      </p>
    </InfoPage>
  );
}
