import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Switch, useParams, useSearch } from 'wouter';
import { INFO_PATH, listPath, PATH, ROUTE } from '../../contract/paths';
import { CATALOGUE_PAGE } from '../../contract/route-pages';
import { S } from '../../copy/storefront';
import { RouteGuard } from '../features/account/RouteGuard';
import HomePage from '../pages/HomePage';
import { drewPage } from '../runtime/render-report';
import { PageFallback } from '../ui/PageFallback';
import { replayEarlyClicks } from './early-clicks';
import { replayEarlyInput } from './early-typing';

type PageModule = { default: ComponentType };

/**
 * Every route page by name, to load before drawing it (see lazyPage). A page's name is its module
 * under src/ ('pages/ProductPage'): the server finds its chunk in Vite's manifest by it
 * (server/http/page-preloads.ts).
 */
const pages = new Map<string, () => Promise<void>>();

/**
 * A route in a chunk of its own. Rendered before its chunk has loaded it suspends (PageFallback);
 * rendered after its chunk was loaded (preloadPages) it draws at once. Both matter on a first
 * visit: React reveals a suspended route no sooner than 300 ms after its fallback appeared, and a
 * page drawn by the server is only taken over (hydrated) once its chunk is there, so main.tsx
 * loads the first page's chunk before the first render.
 */
function lazyPage(name: string, load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, made once at module load, never inside a render
  function Page() {
    drewPage(name);
    // Chosen once per mount: switching component type later would remount the page.
    const [C] = useState<ComponentType>(() => loaded ?? Lazy);
    return <C />;
  }
  pages.set(name, () =>
    load().then((m) => {
      loaded = m.default;
    }),
  );
  return Page;
}

/** Loads route pages by name (those the server drew, or every one on the server itself). */
export function preloadPages(names: Iterable<string> = pages.keys()): Promise<void> {
  return Promise.all([...names].map((n) => pages.get(n)?.())).then(() => undefined);
}

/** Without a server-drawn page: the chunks the HTML of a product or a list preloads. */
export function preloadFirstPage(pathname: string): Promise<void> {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return preloadPages(['pages/ProductPage']);
  if (/^\/products\/[^/]+\/[^/]+\/?$/.test(pathname)) return preloadPages(['pages/ProductListPage']);
  return Promise.resolve();
}

// Home is the landing page and ships with the entry chunk; every other route is its own chunk.
const ProductListPage = lazyPage(CATALOGUE_PAGE.list, () => import('../pages/ProductListPage'));
const ProductPage = lazyPage(CATALOGUE_PAGE.product, () => import('../pages/ProductPage'));
const FavouritesPage = lazyPage('pages/FavouritesPage', () => import('../pages/FavouritesPage'));
const NotFoundPage = lazyPage(CATALOGUE_PAGE.notFound, () => import('../pages/NotFoundPage'));
const AboutUsPage = lazyPage(CATALOGUE_PAGE.aboutUs, () => import('../pages/info/AboutUsPage'));
const FrequentCustomerPage = lazyPage(
  CATALOGUE_PAGE.frequentCustomer,
  () => import('../pages/info/FrequentCustomerPage'),
);
const ContactPage = lazyPage(CATALOGUE_PAGE.contact, () => import('../pages/info/ContactPage'));
const ReturnsPage = lazyPage(CATALOGUE_PAGE.returns, () => import('../pages/info/ReturnsPage'));
const LocationPage = lazyPage(CATALOGUE_PAGE.location, () => import('../pages/info/LocationPage'));
const BrandsPage = lazyPage(CATALOGUE_PAGE.brands, () => import('../pages/info/BrandsPage'));
const SalesModelPage = lazyPage(CATALOGUE_PAGE.salesModel, () => import('../pages/info/SalesModelPage'));
const ReviewsPage = lazyPage(CATALOGUE_PAGE.reviews, () => import('../pages/info/ReviewsPage'));
const PrivacyNoticePage = lazyPage(CATALOGUE_PAGE.privacy, () => import('../pages/info/PrivacyNoticePage'));
const TermsPage = lazyPage(CATALOGUE_PAGE.terms, () => import('../pages/info/TermsPage'));
const LoginPage = lazyPage('pages/account/LoginPage', () => import('../pages/account/LoginPage'));
const SignupPage = lazyPage('pages/account/SignupPage', () => import('../pages/account/SignupPage'));
const GuestPage = lazyPage('pages/account/GuestPage', () => import('../pages/account/GuestPage'));
const ProfilePage = lazyPage('pages/account/ProfilePage', () => import('../pages/account/ProfilePage'));
const BuyDetailsPage = lazyPage('pages/account/BuyDetailsPage', () => import('../pages/account/BuyDetailsPage'));
const PaymentPage = lazyPage('pages/checkout/PaymentPage', () => import('../pages/checkout/PaymentPage'));
const SuccessPage = lazyPage('pages/checkout/SuccessPage', () => import('../pages/checkout/SuccessPage'));
const CancelPage = lazyPage('pages/checkout/CancelPage', () => import('../pages/checkout/CancelPage'));
const PurchaseDonePage = lazyPage(
  'pages/checkout/PurchaseDonePage',
  () => import('../pages/checkout/PurchaseDonePage'),
);
const AdminPage = lazyPage('pages/admin/AdminPage', () => import('../pages/admin/AdminPage'));

function TitleToFirstPage() {
  const { title } = useParams<{ title: string }>();
  const search = useSearch();
  return <Redirect to={listPath(title, 1, search ? `?${search}` : '')} replace />;
}

const page = (C: ComponentType) => () => <C />;
/** The home page is in the entry chunk, not a lazy route page, but is reported drawn like one. */
function Home() {
  drewPage(CATALOGUE_PAGE.home);
  return <HomePage />;
}
// Guarded routes send visitors to /login; /login and /signup send signed-in users to /profile.
const userOnly = (C: ComponentType, title: string) => () => (
  <RouteGuard only="user" title={title}>
    <C />
  </RouteGuard>
);
const visitorOnly = (C: ComponentType, title: string) => () => (
  <RouteGuard only="visitor" title={title}>
    <C />
  </RouteGuard>
);

// One component for every back-office address, so moving between its screens keeps it mounted.
const adminOnly = userOnly(AdminPage, S.titles.admin);

/**
 * Hands the app what the shopper typed and tapped before it took the page over (early-typing.ts,
 * early-clicks.ts), typing first, as it came first. It sits inside the routes' Suspense boundary,
 * which React hydrates after the shell: when its effect runs, the header and the page are both
 * the app's, and a replayed change or tap reaches its handler.
 *
 * The taps wait for a later task. React draws a replayed change a moment after it, and until then
 * a button's handler still holds the page as hydrated: a quantity typed and then AGREGAR AL
 * CARRITO tapped would add one piece, not the quantity typed.
 */
function ReplayEarlyInput() {
  useEffect(() => {
    replayEarlyInput(document.body);
    const taps = setTimeout(replayEarlyClicks, 0);
    return () => clearTimeout(taps);
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <ReplayEarlyInput />
      <Switch>
        <Route path={ROUTE.home} component={Home} />
        <Route path={ROUTE.products}>{() => <Redirect to={PATH.bareProducts} replace />}</Route>
        <Route path={ROUTE.listFirstPage} component={TitleToFirstPage} />
        <Route path={ROUTE.list} component={page(ProductListPage)} />
        <Route path={ROUTE.product} component={page(ProductPage)} />
        <Route path={ROUTE.favourites} component={page(FavouritesPage)} />
        <Route path={INFO_PATH.aboutUs} component={page(AboutUsPage)} />
        <Route path={INFO_PATH.frequentCustomer} component={page(FrequentCustomerPage)} />
        <Route path={INFO_PATH.contact} component={page(ContactPage)} />
        <Route path={INFO_PATH.returns} component={page(ReturnsPage)} />
        <Route path={INFO_PATH.location} component={page(LocationPage)} />
        <Route path={INFO_PATH.brands} component={page(BrandsPage)} />
        <Route path={INFO_PATH.salesModel} component={page(SalesModelPage)} />
        <Route path={INFO_PATH.reviews} component={page(ReviewsPage)} />
        <Route path={INFO_PATH.privacy} component={page(PrivacyNoticePage)} />
        <Route path={INFO_PATH.terms} component={page(TermsPage)} />
        <Route path={ROUTE.login} component={visitorOnly(LoginPage, S.titles.login)} />
        <Route path={ROUTE.signup} component={visitorOnly(SignupPage, S.titles.signup)} />
        <Route path={ROUTE.guest} component={visitorOnly(GuestPage, S.titles.guest)} />
        <Route path={ROUTE.profile} component={userOnly(ProfilePage, S.titles.profile)} />
        <Route path={ROUTE.payment} component={userOnly(PaymentPage, S.titles.payment)} />
        <Route path={ROUTE.success} component={userOnly(SuccessPage, S.titles.success)} />
        <Route path={ROUTE.cancel} component={userOnly(CancelPage, S.titles.cancel)} />
        <Route path={ROUTE.cancelNoSlash} component={userOnly(CancelPage, S.titles.cancel)} />
        <Route path={ROUTE.purchaseDone} component={page(PurchaseDonePage)} />
        <Route path={ROUTE.order} component={page(BuyDetailsPage)} />
        <Route path={ROUTE.admin} component={adminOnly} />
        <Route path={ROUTE.adminScreen} component={adminOnly} />
        <Route component={page(NotFoundPage)} />
      </Switch>
    </Suspense>
  );
}
