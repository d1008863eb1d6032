import { BACK_IN_STOCK_STOP } from '../../../copy/back-in-stock';
import { S } from '../../../copy/storefront';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The stop link's page: plain HTML with a real form (no script), in Spanish. 'ask' shows the one
 * button, 'done' says it is stopped, 'unknown' a link no message carried.
 */
export function renderStopPage(state: 'ask' | 'done' | 'unknown', action: string): string {
  const content =
    state === 'ask'
      ? `<p>${BACK_IN_STOCK_STOP.ask}</p>
      <form method="post" action="${escapeHtml(action)}"><button type="submit">${BACK_IN_STOCK_STOP.title}</button></form>`
      : `<p role="status">${state === 'done' ? BACK_IN_STOCK_STOP.done : BACK_IN_STOCK_STOP.unknown}</p>`;
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${BACK_IN_STOCK_STOP.title} · ${S.brand}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f1a17; background: #faf7f2; }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1.25rem; line-height: 1.5; }
  .brand { font-weight: 700; letter-spacing: .04em; }
  button { font: inherit; font-weight: 600; padding: .75rem 1.25rem; border-radius: .5rem; border: 0;
    background: #1f1a17; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #b4540a; outline-offset: 2px; }
  a { color: #1f1a17; }
</style>
</head>
<body>
<main>
  <p class="brand">${S.brand}</p>
  <h1>${BACK_IN_STOCK_STOP.title}</h1>
  ${content}
  <p><a href="/">${BACK_IN_STOCK_STOP.back}</a></p>
</main>
</body>
</html>`;
}
