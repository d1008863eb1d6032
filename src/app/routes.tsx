import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import HomePage from '../pages/HomePage';
import { PageFallback } from '../features/layout/PageFallback';

// Home is the landing page and ships with the entry chunk; every other route is its own chunk.
const ProductListPage = lazy(() => import('../pages/ProductListPage'));
const ProductPage = lazy(() => import('../pages/ProductPage'));
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
// Account and checkout screens belong to the checkout issue; these placeholders keep the router complete.
const PendingLoginPage = lazy(() => import('../pages/pending/PendingLoginPage'));
const PendingSignupPage = lazy(() => import('../pages/pending/PendingSignupPage'));
const PendingProfilePage = lazy(() => import('../pages/pending/PendingProfilePage'));
const PendingPaymentPage = lazy(() => import('../pages/pending/PendingPaymentPage'));
const PendingSuccessPage = lazy(() => import('../pages/pending/PendingSuccessPage'));
const PendingCancelPage = lazy(() => import('../pages/pending/PendingCancelPage'));
const PendingPurchaseDonePage = lazy(() => import('../pages/pending/PendingPurchaseDonePage'));
const PendingBuyDetailsPage = lazy(() => import('../pages/pending/PendingBuyDetailsPage'));

function TitleToFirstPage() {
  const { title } = useParams<{ title: string }>();
  return <Redirect to={`/products/${encodeURIComponent(title)}/1${window.location.search}`} replace />;
}

const page = (C: LazyExoticComponent<ComponentType>) => () => <C />;

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
        <Route path="/login" component={page(PendingLoginPage)} />
        <Route path="/signup" component={page(PendingSignupPage)} />
        <Route path="/profile" component={page(PendingProfilePage)} />
        <Route path="/payment" component={page(PendingPaymentPage)} />
        <Route path="/success/:session_id" component={page(PendingSuccessPage)} />
        <Route path="/cancel/" component={page(PendingCancelPage)} />
        <Route path="/cancel" component={page(PendingCancelPage)} />
        <Route path="/Success" component={page(PendingPurchaseDonePage)} />
        <Route path="/BuyDetails/:bill_id" component={page(PendingBuyDetailsPage)} />
        <Route component={page(NotFoundPage)} />
      </Switch>
    </Suspense>
  );
}
