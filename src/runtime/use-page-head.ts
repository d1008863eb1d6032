import { useEffect } from 'react';
import type { PageHead } from '../../contract/page-head';

/** While the server draws a page: the head the page declared (the last one drawn wins). */
let collected: { head?: PageHead } | null = null;

/** Server only: runs a render and returns the head the drawn page declared. */
export function collectPageHead<T>(render: () => T): { result: T; head?: PageHead } {
  collected = {};
  try {
    const result = render();
    return { result, head: collected.head };
  } finally {
    collected = null;
  }
}

/**
 * Declares the shown page's head. The server writes it into the HTML; in the browser the document's
 * title, description, canonical address and robots rule follow the page the app shows, updating
 * the one tag of each kind the HTML has (or adding it) so that none is ever duplicated.
 */
export function usePageHead(head: PageHead) {
  if (collected) collected.head = head;
  const { title, description, canonical, noindex } = head;
  useEffect(() => applyPageHead(title, description, canonical, noindex), [title, description, canonical, noindex]);
}

/**
 * The sharing tags and structured data the server wrote describe the page it drew, which is what
 * link previews and crawlers read. Once the app shows another page they would describe the wrong
 * one, so they are removed rather than kept stale.
 */
const DRAWN_PAGE_ONLY =
  'meta[property^="og:"], meta[name^="twitter:"], meta[property^="product:"], script[type="application/ld+json"]';
let drawnUrl: string | undefined;
let origin: string | undefined;

function applyPageHead(
  title: string,
  description: string,
  canonical: string | undefined,
  noindex: boolean | undefined,
) {
  const here = location.pathname + location.search;
  drawnUrl ??= here;
  // The public address the server wrote (PUBLIC_URL); a first page without one (a personal page) leaves the browser's.
  origin ??= new URL(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? location.href).origin;
  document.title = title;
  setTag('meta', 'name', 'description', 'content', description);
  setTag('link', 'rel', 'canonical', 'href', canonical === undefined ? undefined : origin + canonical);
  setTag('meta', 'name', 'robots', 'content', noindex ? 'noindex' : undefined);
  if (here !== drawnUrl) for (const tag of document.head.querySelectorAll(DRAWN_PAGE_ONLY)) tag.remove();
}

/** Sets the one <meta name=…> or <link rel=…> of its kind, adding it if missing; removes it for undefined. */
function setTag(
  tag: 'meta' | 'link',
  key: 'name' | 'rel',
  kind: string,
  attribute: 'content' | 'href',
  value: string | undefined,
) {
  const existing = document.head.querySelectorAll(`${tag}[${key}="${kind}"]`);
  for (const [i, element] of [...existing].entries()) if (i > 0 || value === undefined) element.remove();
  if (value === undefined) return;
  const element = existing[0] ?? document.head.appendChild(document.createElement(tag));
  element.setAttribute(key, kind);
  element.setAttribute(attribute, value);
}
