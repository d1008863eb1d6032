import { LIST_PARAMS } from './catalogue';
import { INFO_PATH, PRODUCT_PARAM, ROUTE } from './paths';

/**
 * The route pages drawn from the catalogue alone, each named by its module under src/ (the name
 * src/app/routes.tsx gives it, which the server's render reports as drawn). A page that draws
 * only these is the same HTML for everyone, so the server keeps it in its page cache
 * (server/http/page-cache.ts); any other page (account, checkout, favourites, or a guarded
 * route, which draws none on the server) is drawn per request.
 */
export const CATALOGUE_PAGE = {
  home: 'pages/HomePage',
  list: 'pages/ProductListPage',
  product: 'pages/ProductPage',
  notFound: 'pages/NotFoundPage',
  aboutUs: 'pages/info/AboutUsPage',
  frequentCustomer: 'pages/info/FrequentCustomerPage',
  contact: 'pages/info/ContactPage',
  returns: 'pages/info/ReturnsPage',
  location: 'pages/info/LocationPage',
  brands: 'pages/info/BrandsPage',
  salesModel: 'pages/info/SalesModelPage',
  reviews: 'pages/info/ReviewsPage',
  privacy: 'pages/info/PrivacyNoticePage',
  terms: 'pages/info/TermsPage',
} as const;

export const CATALOGUE_PAGES: ReadonlySet<string> = new Set(Object.values(CATALOGUE_PAGE));

/**
 * The query parameters each catalogue page reads, by its route: a list its filters, search and
 * order; a product the size chosen; the home and the information pages none. A page is drawn from its path and
 * these alone, so any other parameter (the tracking tag a shared link carries, as `utm_source`,
 * `fbclid`, `gclid`, or one no page knows) draws the same page, and the page cache keeps one
 * entry for them all. Keep a page's reads here when it starts reading another.
 */
const CATALOGUE_ROUTE_READS: readonly (readonly [pattern: string, reads: readonly string[]])[] = [
  [ROUTE.home, []],
  [ROUTE.list, LIST_PARAMS],
  [ROUTE.product, [PRODUCT_PARAM.size]],
  ...Object.values(INFO_PATH).map((path) => [path, []] as const),
];
const CATALOGUE_PATTERNS = new Set(CATALOGUE_ROUTE_READS.map(([pattern]) => pattern));
/** The other routes (a shopper's pages, the checkout's returns, the back office, redirects): their query is theirs. */
const OTHER_ROUTES = Object.values(ROUTE).filter((pattern) => !CATALOGUE_PATTERNS.has(pattern));

/**
 * The query a page at `path` is drawn with, and kept under in the page cache: on a catalogue
 * page, the parameters its route reads, in their name's order, each once; at an address no route
 * matches (the not-found page) none; on any other route, the query as it came.
 */
export function pageQuery(path: string, search: string): string {
  const route = CATALOGUE_ROUTE_READS.find(([pattern]) => routeMatches(pattern, path));
  if (route === undefined) return OTHER_ROUTES.some((pattern) => routeMatches(pattern, path)) ? search : '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...route[1]].sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * Whether `path` is on the route `pattern`, as wouter matches it (src/app/routes.tsx): `:name`
 * is one segment, `*` the rest, a trailing slash is allowed, and letters match in either case. A
 * literal segment goes into the pattern as it is written, as regexparam (wouter's parser) puts it.
 */
export function routeMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? '/.*' : segment.startsWith(':') ? '/[^/]+?' : `/${segment}`))
    .join('');
  return new RegExp(`^${source}/?$`, 'i').test(path);
}
