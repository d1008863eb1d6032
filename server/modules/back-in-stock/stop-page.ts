import { BACK_IN_STOCK_STOP } from '../../../copy/back-in-stock';
import { S } from '../../../copy/storefront';

/** A link page's words: its title (also its button), the question, and the two outcomes. */
export interface LinkPageText {
  title: string;
  ask: string;
  done: string;
  unknown: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page a message's one-tap link opens (the stop link, the confirm link): plain HTML with a
 * real form (no script), in Spanish. 'ask' shows the one button, 'done' says it is done, 'unknown'
 * a link no message carried (or no longer valid).
 */
export function renderLinkPage(text: LinkPageText, state: 'ask' | 'done' | 'unknown', action: string): string {
  const content =
    state === 'ask'
      ? `<p>${text.ask}</p>
      <form method="post" action="${escapeHtml(action)}"><button type="submit">${text.title}</button></form>`
      : `<p role="status">${state === 'done' ? text.done : text.unknown}</p>`;
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} · ${S.brand}</title>
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
  <h1>${text.title}</h1>
  ${content}
  <p><a href="/">${BACK_IN_STOCK_STOP.back}</a></p>
</main>
</body>
</html>`;
}
