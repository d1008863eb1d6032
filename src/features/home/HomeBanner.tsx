import { Link } from 'wouter';
import { INFO_PATH } from '../../../contract/paths';
import { ART_MEDIA, BANNER_ART } from '../../../contract/static-art';
import { S } from '../../../copy/storefront';
import * as css from './home.css';

export function HomeBanner() {
  return (
    <section className={css.section} aria-labelledby="home-banner">
      <Link href={INFO_PATH.location} className={css.banner}>
        <div className={css.bannerFrame}>
          <picture>
            <source media={ART_MEDIA.phone} srcSet={BANNER_ART.phone} width={800} height={500} />
            <img
              className={css.bannerImage}
              src={BANNER_ART.wide}
              width={1600}
              height={500}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </picture>
        </div>
        <div className={css.bannerText}>
          <h2 id="home-banner" className={css.bannerTitle}>
            {S.home.bannerTitle}
          </h2>
          <p className={css.bannerCopy}>{S.home.bannerText}</p>
          <span className={css.bannerCta}>{S.home.bannerCta}</span>
        </div>
      </Link>
    </section>
  );
}
