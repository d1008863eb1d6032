/**
 * A page's HTML is arranged so that it paints from what its own answer brings: its stylesheets
 * travel inside it.
 *
 * On a phone's slow link (Lighthouse's mobile settings: 150 ms round trips, 1.6 Mbit/s) each
 * stylesheet a page links is one more round trip before anything is painted; Lighthouse's own
 * breakdown of the largest paint showed the render-blocking stylesheets as the delay
 * (tests/bench/results/lighthouse-history.md). So each stylesheet the page links (index.html's and
 * the route's) becomes a `<style>` with its rules. Beside it stays its `<link>`, `disabled`: a
 * disabled stylesheet is never fetched, but Vite's loader (which adds a route's CSS when the app
 * opens that route) finds the link and does not load the same rules a second time.
 *
 * Applied to index.html when the server starts and to each page it draws, once
 * (server/http/static-files.ts). In development Vite serves index.html itself, unarranged.
 */

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\bdisabled\b)[^>]*>/g;

/** The text of a stylesheet of the build by its address (`/assets/…css`), if there is one. */
export type ReadStylesheet = (href: string) => string | undefined;

export function arrangeForFirstPaint(html: string, readStylesheet: ReadStylesheet): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    const css = href ? readStylesheet(href) : undefined;
    // A stylesheet that could close the <style> it is put in stays a link.
    if (!href || css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
