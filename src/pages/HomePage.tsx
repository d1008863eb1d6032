import { SECTION_FILTERS } from '../../contract/catalogue';
import { homeHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { CategoryTiles } from '../features/home/CategoryTiles';
import { HomeBanner } from '../features/home/HomeBanner';
import { HomeSlider } from '../features/home/HomeSlider';
import * as css from '../features/home/home.css';
import { ProductStrip } from '../features/home/ProductStrip';
import { usePageHead } from '../runtime/use-page-head';
import { container } from '../styles/utils.css';

export default function HomePage() {
  usePageHead(homeHead());
  return (
    <div className={container}>
      <div className={css.hero}>
        <h1 className={css.tagline}>{S.tagline}</h1>
        <HomeSlider />
      </div>
      <CategoryTiles />
      {SECTION_FILTERS.map((f) => (
        <ProductStrip key={f} filter={f} />
      ))}
      <HomeBanner />
    </div>
  );
}
