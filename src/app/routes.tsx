import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import HomePage from '../pages/HomePage';
import { PageFallback } from '../features/layout/PageFallback';
import { RouteGuard } from '../features/account/RouteGuard';

type PageModule = { default: ComponentType };

/**
 * A route in a chunk of its own. Rendered before its chunk has loaded it suspends (PageFallback);
 * rendered after `preload()` it draws at once. React reveals a suspended route no sooner than
 * 300 ms after its fallback appeared, so a first visit straight to a product would otherwise wait
 * that long after its chunk and data had arrived (main.tsx preloads the first page's chunk).
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: switching component type later would remount the page.
    const [C] = useState<ComponentType>(() => loaded ?? Lazy);
    return <C />;
  }
  const preload = () => load().then((m) => void (loaded = m.default));
  return Object.assign(Page, { preload });
}

// Home is the landing page and ships with the entry chunk; every other route is its own chunk.
const ProductListPage = lazyPage(() => import('../pages/ProductListPage'));
const ProductPage = lazyPage(() => import('../pages/ProductPage'));

/**
 * The chunk of the page a visit starts on, when it is a page whose HTML preloads that chunk
 * (server/http/page-preloads.ts): the first render waits for it instead of drawing a fallback.
 */
export function preloadFirstPage(pathname: string): Promise<void> {
  if (/^\/product\/[^/]+\/?$/.test(pathname)) return ProductPage.preload();
  if (/^\/products\/[^/]+\/[^/]+\/?$/.test(pathname)) return ProductListPage.preload();
  return Promise.resolve();
}
const FavoritesPage = lazy(() => import('../pages/FavoritesPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const AboutUsPage = lazy(() => import('../pages/info/AboutUsPage'));
const FrequentCustomerPage = lazy(() => import('../pages/info/FrequentCustomerPage'));
const ContactPage = lazy(() => import('../pages/info/ContactPage'));
const ReturnsPage = lazy(() => import('../pages/info/ReturnsPage'));
const LocationPage = lazy(() => import('../pages/info/LocationPage'));
const BrandsPage = lazy(() => import('../pages/info/BrandsPage'));
const SalesModelPage = lazy(() => import('../pages/info/SalesModelPage'));
const ReviewsPage = lazy(() => import('../pages/info/ReviewsPage'));
const LoginPage = lazy(() => import('../pages/account/LoginPage'));
const SignupPage = lazy(() => import('../pages/account/SignupPage'));
const ProfilePage = lazy(() => import('../pages/account/ProfilePage'));
const BuyDetailsPage = lazy(() => import('../pages/account/BuyDetailsPage'));
const PaymentPage = lazy(() => import('../pages/checkout/PaymentPage'));
const SuccessPage = lazy(() => import('../pages/checkout/SuccessPage'));
const CancelPage = lazy(() => import('../pages/checkout/CancelPage'));
const PurchaseDonePage = lazy(() => import('../pages/checkout/PurchaseDonePage'));

function TitleToFirstPage() {
  const { title } = useParams<{ title: string }>();
  return <Redirect to={`/products/${encodeURIComponent(title)}/1${window.location.search}`} replace />;
}

const page = (C: ComponentType) => () => <C />;
// SPEC section 2: guarded routes send visitors to /login; /login and /signup send signed-in users to /profile.
const userOnly = (C: ComponentType) => () => (
  <RouteGuard only="user">
    <C />
  </RouteGuard>
);
const visitorOnly = (C: ComponentType) => () => (
  <RouteGuard only="visitor">
    <C />
  </RouteGuard>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/products">{() => <Redirect to="/products/1" replace />}</Route>
        <Route path="/products/:title" component={TitleToFirstPage} />
        <Route path="/products/:title/:page" component={page(ProductListPage)} />
        <Route path="/product/:id" component={page(ProductPage)} />
        <Route path="/favorites" component={page(FavoritesPage)} />
        <Route path="/about_us" component={page(AboutUsPage)} />
        <Route path="/ClienteFrecuente" component={page(FrequentCustomerPage)} />
        <Route path="/Contact" component={page(ContactPage)} />
        <Route path="/Devoluciones" component={page(ReturnsPage)} />
        <Route path="/Locacion" component={page(LocationPage)} />
        <Route path="/MarcasFrecuentes" component={page(BrandsPage)} />
        <Route path="/ModeloVenta" component={page(SalesModelPage)} />
        <Route path="/OpinionesClientes" component={page(ReviewsPage)} />
        <Route path="/login" component={visitorOnly(LoginPage)} />
        <Route path="/signup" component={visitorOnly(SignupPage)} />
        <Route path="/profile" component={userOnly(ProfilePage)} />
        <Route path="/payment" component={userOnly(PaymentPage)} />
        <Route path="/success/:session_id" component={userOnly(SuccessPage)} />
        <Route path="/cancel/" component={userOnly(CancelPage)} />
        <Route path="/cancel" component={userOnly(CancelPage)} />
        <Route path="/Success" component={page(PurchaseDonePage)} />
        <Route path="/BuyDetails/:bill_id" component={page(BuyDetailsPage)} />
        <Route component={page(NotFoundPage)} />
      </Switch>
    </Suspense>
  );
}
