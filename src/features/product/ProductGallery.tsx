import { type KeyboardEvent, lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ProductPhoto } from '../../../contract/product';
import { PRODUCT_DETAIL_IMAGE_SIZES, productImageSrcSet, productImageUrl } from '../../../contract/product-urls';
import { S } from '../../../copy/storefront';
import { visuallyHidden } from '../../styles/utils.css';
import { iconButtonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as css from './gallery.css';
import { photoForKey } from './gallery-keys';
import { imageBox, image as imageClass } from './product.css';

// The zoom's dialog code loads when a shopper first reaches for it, never with the page.
const loadZoom = () => import('./PhotoZoom');
const PhotoZoom = lazy(loadZoom);

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A product's photos: the first one large in its fixed 4:5 frame (the page's largest paint, drawn
 * by the server with high priority), the others beside it in one row that a finger swipes and
 * that stops on each photo (CSS scroll snap, no script), with thumbnails under it to choose one.
 * The arrow keys (and Home, End) move between photos on the frame and on the thumbnails; a click
 * or tap on a photo, or the zoom button, opens it large in a dialog that Escape closes, the focus
 * back on the zoom button. A product of one photo has no thumbnails.
 */
export function ProductGallery({ photos, name }: { photos: readonly ProductPhoto[]; name: string }) {
  const total = photos.length;
  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<{ open: boolean; loaded: boolean }>({ open: false, loaded: false });
  const track = useRef<HTMLDivElement>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const settling = useRef(0);

  const show = useCallback((index: number) => {
    setCurrent(index);
    const frame = track.current;
    if (frame) frame.scrollTo({ left: index * frame.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // A swipe or a scroll of the row chooses the photo it stops on.
  const onScroll = () => {
    cancelAnimationFrame(settling.current);
    settling.current = requestAnimationFrame(() => {
      const frame = track.current;
      if (frame && frame.clientWidth > 0) setCurrent(Math.round(frame.scrollLeft / frame.clientWidth));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = photoForKey(event.key, current, total);
    if (next === null) return;
    event.preventDefault();
    show(next);
    // On the thumbnails the focus follows the photo chosen.
    if (event.currentTarget !== track.current) thumbnails.current[next]?.focus();
  };

  const openZoom = () => setZoom({ open: true, loaded: true });
  const photo = photos[current] ?? photos[0]!;

  return (
    <div className={css.gallery}>
      <div className={imageBox}>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of photos is no form's fieldset */}
        <div
          ref={track}
          className={css.track}
          role="group"
          aria-label={S.product.gallery.photos(name)}
          onScroll={total > 1 ? onScroll : undefined}
          onKeyDown={total > 1 ? onKeyDown : undefined}
          // A row of several photos scrolls, so the keyboard reaches it too.
          tabIndex={total > 1 ? 0 : undefined}
        >
          {photos.map((p, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button beside it does the same by keyboard
            <img
              key={p.image}
              className={`${imageClass} ${css.slide}`}
              src={productImageUrl(p.image, 640)}
              srcSet={productImageSrcSet(p.image)}
              sizes={PRODUCT_DETAIL_IMAGE_SIZES}
              width={640}
              height={800}
              alt={p.alt}
              // The first photo is the page's largest paint; the others wait for a swipe towards them.
              {...(index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
              onClick={openZoom}
            />
          ))}
        </div>
        <button
          ref={zoomButton}
          type="button"
          aria-label={S.product.gallery.zoom(current + 1, total)}
          aria-haspopup="dialog"
          className={`${iconButtonClass} ${css.zoomButton}`}
          onClick={openZoom}
          onPointerEnter={loadZoom}
          onFocus={loadZoom}
        >
          <Icon name="zoomIn" />
        </button>
      </div>
      {total > 1 ? (
        <ul className={css.thumbnails} aria-label={S.product.gallery.thumbnails}>
          {photos.map((p, index) => (
            <li key={p.image}>
              <button
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                type="button"
                className={css.thumbnail}
                aria-label={S.product.gallery.photo(index + 1, total)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                onKeyDown={onKeyDown}
              >
                <img
                  className={css.thumbnailImage}
                  src={productImageUrl(p.image, 320)}
                  width={64}
                  height={80}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom.loaded ? (
        <Suspense fallback={null}>
          <PhotoZoom
            open={zoom.open}
            photos={photos}
            index={current}
            name={name}
            onIndexChange={show}
            onClose={() => setZoom({ open: false, loaded: true })}
            returnFocusTo={zoomButton}
          />
        </Suspense>
      ) : null}
      {/* The photo shown, said to a screen reader when a thumbnail or a key changes it. */}
      <p className={visuallyHidden} aria-live="polite">
        {total > 1 ? `${S.product.gallery.photo(current + 1, total)}: ${photo.alt}` : ''}
      </p>
    </div>
  );
}
