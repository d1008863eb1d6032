/**
 * The store's own art in public/img, drawn by tools/images/make-static-art.ts: the home slides,
 * the category tiles, the banner and the share card. The tool that draws each file, the views that show it and
 * the server that preloads the first slide take its address from here.
 */

/**
 * Which of the two a page shows: the phone's below 600 px (the `sm` breakpoint of
 * src/styles/breakpoints.ts). The server's preload of the first slide uses the same queries as
 * the slide's <picture>, or the browser would fetch the slide twice.
 */
export const ART_MEDIA = { phone: '(max-width: 599px)', wide: '(min-width: 600px)' } as const;

/** A home slide (1-based): 1600×640, and its phone crop, the right half (800×640). */
export const slideArt = (n: number) => ({ wide: `/img/slide-${n}.webp`, phone: `/img/slide-${n}-sm.webp` });

/** The banner: 1600×500, and 800×500 for a phone. */
export const BANNER_ART = { wide: '/img/banner.webp', phone: '/img/banner-sm.webp' };

/** The category tiles' art, square, by name. */
export const TILE_NAMES = ['vestidos', 'joyeria', 'abrigos', 'blusas', 'pantalones'] as const;
export type TileName = (typeof TILE_NAMES)[number];

/**
 * The widths each tile is drawn in, the largest last. A half-width tile on a phone is 350 to 400
 * device pixels: it takes the 400 (src/features/home/CategoryTiles.tsx).
 */
export const TILE_WIDTHS = [400, 600] as const;
export type TileWidth = (typeof TILE_WIDTHS)[number];
export const TILE_LARGEST_WIDTH: TileWidth = TILE_WIDTHS[TILE_WIDTHS.length - 1]!;

/** A tile's art in one width; the largest keeps the plain name. */
export const tileArt = (name: TileName, width: TileWidth = TILE_LARGEST_WIDTH) =>
  width === TILE_LARGEST_WIDTH ? `/img/tile-${name}.webp` : `/img/tile-${name}-${width}.webp`;

/**
 * The card a shared link to the home, a list or an information page shows (Open Graph and
 * Twitter's large card, server/pages/head-tags.ts): 1200×630, the size Facebook, WhatsApp and X
 * show whole, a JPEG as every one of them reads. A product is shared with its own photo.
 */
export const SHARE_CARD = { address: '/img/share-card.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The store's mark as a square picture (180×180, the icon phones keep): its logo for search engines. */
export const STORE_LOGO = '/img/apple-touch-icon.png';
