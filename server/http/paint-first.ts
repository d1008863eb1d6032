/**
 * A page's HTML is arranged so that it paints, photo included, from what its own answer brings,
 * before the app's JavaScript takes the link.
 *
 * On a phone's slow link (Lighthouse's mobile settings: 150 ms round trips, 1.6 Mbit/s) each
 * stylesheet a page links is one more round trip before anything is painted, and the app's
 * modules (about 60 to 160 kB) share the link with the page's first photo. Lighthouse's own
 * breakdown of the largest paint showed both (tests/bench/results/lighthouse-history.md). So:
 *
 * - Each stylesheet the page links (index.html's and the route's) travels inside it, in a
 *   `<style>`. Beside it stays its `<link>`, `disabled`: a disabled stylesheet is never fetched,
 *   but Vite's loader (which adds a route's CSS when the app opens that route) finds the link and
 *   does not load the same rules a second time.
 * - The module script and module preloads are not tags the browser fetches at once, but a list
 *   (`<script type="application/json" id="app-modules">{"scripts":[…],"preloads":[…]}`) that index.html's inline
 *   script loads once the page's first photo is on screen (the browser's largest-paint entry for
 *   it), at the shopper's first tap or key, or at the first frame of a page without a photo.
 *   Until then the page is whole without them: its links work, the same inline script keeps taps
 *   on buttons for the app to replay (src/app/early-clicks.ts), what is typed or ticked meanwhile
 *   is handed to the app once it has taken over (src/app/early-typing.ts), and where the shopper
 *   scrolled stays (src/app/ScrollToTop.tsx).
 *
 * Applied to index.html when the server starts and to each page it draws, once
 * (server/http/static-files.ts). In development Vite serves index.html itself, unarranged, and the
 * inline script finds no list.
 */

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\bdisabled\b)[^>]*>/g;
const MODULE_SCRIPT = /\s*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The id of the list of modules index.html's inline script loads. */
export const APP_MODULES_ID = 'app-modules';

/** The text of a stylesheet of the build by its address (`/assets/…css`), if there is one. */
export type ReadStylesheet = (href: string) => string | undefined;

export function arrangeForFirstPaint(html: string, readStylesheet: ReadStylesheet): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const arranged = html
    .replace(STYLESHEET_LINK, (link) => {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      const css = href ? readStylesheet(href) : undefined;
      // A stylesheet that could close the <style> it is put in stays a link.
      if (!href || css === undefined || /<\/style/i.test(css)) return link;
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    })
    .replace(MODULE_SCRIPT, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return arranged;
  const modules = JSON.stringify({ scripts: entries, preloads }).replace(/</g, '\\u003c');
  return arranged.replace(
    '</head>',
    () => `  <script type="application/json" id="${APP_MODULES_ID}">${modules}</script>\n  </head>`,
  );
}
