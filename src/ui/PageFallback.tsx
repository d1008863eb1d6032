import { container, page, skeleton } from '../styles/utils.css';
import * as css from './page-fallback.css';

/** What a lazy route shows while its chunk downloads: holds the page's space, announces nothing. */
export function PageFallback() {
  return (
    <div className={`${container} ${page}`} aria-busy="true" data-route-fallback="">
      <div className={`${skeleton} ${css.fallbackBlock}`} />
    </div>
  );
}
