import { Link } from 'wouter';
import { DEPARTMENT_GROUP, LINKED_DEPARTMENT } from '../../../contract/catalogue';
import { departmentInGroupPath, listFirstPagePath } from '../../../contract/paths';
import { TILE_LARGEST_WIDTH, TILE_WIDTHS, type TileName, tileArt } from '../../../contract/static-art';
import { S } from '../../../copy/storefront';
import { breakpoint } from '../../styles/breakpoints';
import { sectionTitle } from '../../styles/utils.css';
import * as css from './home.css';

const T = S.home.tiles;
const TILES = [
  {
    label: T.dresses,
    href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.dresses),
    art: 'vestidos',
  },
  { label: T.jewelry, href: listFirstPagePath(DEPARTMENT_GROUP.jewellery), art: 'joyeria' },
  { label: T.coats, href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.coats), art: 'abrigos' },
  {
    label: T.blouses,
    href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.blouses),
    art: 'blusas',
  },
  {
    label: T.pants,
    href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.pants),
    art: 'pantalones',
  },
] as const satisfies readonly { label: string; href: string; art: TileName }[];

/** Each tile's art in every width it is drawn in (contract/static-art.ts). */
const tileSrcSet = (name: TileName) => TILE_WIDTHS.map((width) => `${tileArt(name, width)} ${width}w`).join(', ');
/** How wide the tiles are drawn (home.css.ts: five columns from md, three from sm, else two, the first across both). */
const tileSizes = (first: boolean) =>
  `(min-width: ${breakpoint.md}px) 20vw, (min-width: ${breakpoint.sm}px) 33vw, ${first ? '100vw' : '50vw'}`;

export function CategoryTiles() {
  return (
    <section className={css.section} aria-labelledby="home-categories">
      <div className={css.sectionHead}>
        <h2 id="home-categories" className={sectionTitle}>
          {S.home.categories}
        </h2>
      </div>
      <ul className={css.tiles}>
        {TILES.map((t, i) => (
          <li key={t.href} className={i === 0 ? css.tileFirst : undefined}>
            <Link href={t.href} className={`${css.tile} ${i === 0 ? css.tileWide : ''}`}>
              <img
                className={css.tileImage}
                src={tileArt(t.art)}
                srcSet={tileSrcSet(t.art)}
                sizes={tileSizes(i === 0)}
                width={TILE_LARGEST_WIDTH}
                height={TILE_LARGEST_WIDTH}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <span className={css.tileLabel}>{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
