import { Link } from 'wouter';
import { S } from '../../../copy/storefront';
import { sectionTitle } from '../../styles/utils.css';
import * as css from './home.css';
import { DEPARTMENT_GROUP, LINKED_DEPARTMENT } from '../../../contract/catalogue';
import { departmentInGroupPath, listFirstPagePath } from '../../../contract/paths';
import { breakpoint } from '../../styles/breakpoints';

const T = S.home.tiles;
const TILES = [
  { label: T.dresses, href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.dresses), img: '/img/tile-vestidos.webp' },
  { label: T.jewelry, href: listFirstPagePath(DEPARTMENT_GROUP.jewellery), img: '/img/tile-joyeria.webp' },
  { label: T.coats, href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.coats), img: '/img/tile-abrigos.webp' },
  { label: T.blouses, href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.blouses), img: '/img/tile-blusas.webp' },
  { label: T.pants, href: departmentInGroupPath(DEPARTMENT_GROUP.clothing, LINKED_DEPARTMENT.pants), img: '/img/tile-pantalones.webp' },
] as const;

/** Each tile's art in two widths (tools/images/make-static-art.ts): a half-width tile on a phone takes the 400. */
const tileSrcSet = (img: string) => `${img.replace(/\.webp$/, '-400.webp')} 400w, ${img} 600w`;
/** How wide the tiles are drawn (home.css.ts: five columns from md, three from sm, else two, the first across both). */
const tileSizes = (first: boolean) => `(min-width: ${breakpoint.md}px) 20vw, (min-width: ${breakpoint.sm}px) 33vw, ${first ? '100vw' : '50vw'}`;

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
                src={t.img}
                srcSet={tileSrcSet(t.img)}
                sizes={tileSizes(i === 0)}
                width={600}
                height={600}
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
