/**
 * How a page's HTML is arranged for its first paint (paint-first.ts). The browser test
 * (tests/e2e/page-preloads.test.ts) checks with the real build that no stylesheet is downloaded on a
 * first visit, that the page is styled, and that the app does not load the inlined rules again.
 */
import { describe, expect, it } from 'vitest';
import { arrangeForFirstPaint } from './paint-first';

const SHEETS: Record<string, string> = {
  '/assets/index-A1.css': '.a{color:red}',
  '/assets/list-B2.css': '.b{margin:0}',
};
const read = (href: string) => SHEETS[href];

describe('a page arranged for its first paint', () => {
  it('carries each stylesheet it links, in order, beside a disabled link that Vite’s loader finds', () => {
    const html = [
      '<head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-A1.css">',
      '<link rel="preload" as="image" href="/img/a.webp" fetchpriority="high">',
      '<link rel="stylesheet" crossorigin href="/assets/list-B2.css">',
      '</head>',
    ].join('');
    expect(arrangeForFirstPaint(html, read)).toBe(
      [
        '<head>',
        '<style data-href="/assets/index-A1.css">.a{color:red}</style><link rel="stylesheet" href="/assets/index-A1.css" disabled>',
        '<link rel="preload" as="image" href="/img/a.webp" fetchpriority="high">',
        '<style data-href="/assets/list-B2.css">.b{margin:0}</style><link rel="stylesheet" href="/assets/list-B2.css" disabled>',
        '</head>',
      ].join(''),
    );
  });

  it('lists the module script and preloads for index.html’s script to load after the first paint, in place of their tags', () => {
    const html = [
      '<head>',
      '<script>keepTaps()</script>',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-C3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ProductPage-D4.js">',
      '</head><body><script type="application/json" id="ssr-data">{}</script></body>',
    ].join('\n');
    expect(arrangeForFirstPaint(html, read)).toBe(
      [
        '<head>',
        '<script>keepTaps()</script>',
        '  <script type="application/json" id="app-modules">{"scripts":["/assets/index-A1.js"],"preloads":["/assets/react-C3.js","/assets/ProductPage-D4.js"]}</script>',
        '  </head><body><script type="application/json" id="ssr-data">{}</script></body>',
      ].join('\n'),
    );
  });

  it('a page without modules (the development server’s) gets no list', () => {
    expect(arrangeForFirstPaint('<head><title>x</title></head>', read)).toBe('<head><title>x</title></head>');
  });

  it('leaves a link it cannot read, or whose text could close the <style>, as a link', () => {
    const unknown = '<link rel="stylesheet" href="/assets/gone-Z9.css">';
    expect(arrangeForFirstPaint(unknown, read)).toBe(unknown);
    const closing = '<link rel="stylesheet" href="/assets/x.css">';
    expect(arrangeForFirstPaint(closing, () => 'a{}</STYLE><script>')).toBe(closing);
  });
});
