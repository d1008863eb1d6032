import { homeHead } from '../../contract/page-head';
import { S } from '../../copy/storefront';
import { usePageHead } from '../runtime/use-page-head';
import { CategoryTiles } from '../features/home/CategoryTiles';
import { HomeBanner } from '../features/home/HomeBanner';
import { HomeSlider } from '../features/home/HomeSlider';
import { ProductStrip } from '../features/home/ProductStrip';
import { SECTION_FILTERS } from '../../contract/catalogue';
import { container } from '../styles/utils.css';
import * as css from '../features/home/home.css';

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
