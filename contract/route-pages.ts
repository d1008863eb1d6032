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
} as const;

export const CATALOGUE_PAGES: ReadonlySet<string> = new Set(Object.values(CATALOGUE_PAGE));
