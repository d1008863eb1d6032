import { Dialog } from 'radix-ui';
import type { KeyboardEvent, RefObject } from 'react';
import type { ProductPhoto } from '../../../contract/product';
import { productImageSrcSet, productImageUrl } from '../../../contract/product-urls';
import { S } from '../../../copy/storefront';
import { IconButton } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as overlay from '../../ui/overlay.css';
import * as css from './gallery.css';
import { photoForKey } from './gallery-keys';

/** The zoom is as wide as the screen allows, up to the largest width the server draws. */
const ZOOM_SIZES = '(min-width: 900px) 640px, 100vw';

interface PhotoZoomProps {
  open: boolean;
  photos: readonly ProductPhoto[];
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where the focus goes back when it closes (the zoom button: a click on the photo itself focuses nothing). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A product's photo large, in a dialog named by the product (Radix: the focus stays inside, Escape
 * or a click outside closes it). Its buttons and the arrow keys move between the photos, and the
 * gallery behind follows.
 */
export default function PhotoZoom({
  open,
  photos,
  index,
  name,
  onIndexChange,
  onClose,
  returnFocusTo,
}: PhotoZoomProps) {
  const total = photos.length;
  const photo = photos[index] ?? photos[0]!;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = photoForKey(event.key, index, total);
    if (next === null || total === 1) return;
    event.preventDefault();
    onIndexChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay.overlay} />
        <Dialog.Content
          className={css.zoomContent}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={overlay.header}>
            <Dialog.Title className={overlay.title}>{name}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={S.product.gallery.close}>
                <Icon name="close" />
              </IconButton>
            </Dialog.Close>
          </div>
          <img
            key={photo.image}
            className={css.zoomImage}
            src={productImageUrl(photo.image, 960)}
            srcSet={productImageSrcSet(photo.image)}
            sizes={ZOOM_SIZES}
            width={960}
            height={1200}
            alt={photo.alt}
          />
          {total > 1 ? (
            <div className={css.zoomNav}>
              <IconButton
                label={S.product.gallery.previous}
                // Round the ends: a button that disabled itself under the focus would drop it.
                onClick={() => onIndexChange((index - 1 + total) % total)}
              >
                <Icon name="chevronLeft" />
              </IconButton>
              <p className={css.zoomCount} aria-live="polite">
                {S.product.gallery.photo(index + 1, total)}
              </p>
              <IconButton label={S.product.gallery.next} onClick={() => onIndexChange((index + 1) % total)}>
                <Icon name="chevronRight" />
              </IconButton>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
