import { lazy } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { privateHead } from '../../../contract/page-head';
import { ADMIN_PATH, idFromText } from '../../../contract/paths';
import { ADMIN } from '../../../copy/admin';
import { getDashboard } from '../../api/admin';
import * as css from '../../features/admin/admin.css';
import { BackOfficeShell } from '../../features/admin/BackOfficeShell';
import { DashboardView } from '../../features/admin/DashboardView';
import { Loaded, LoadFailed } from '../../features/admin/LoadFailed';
import { NoAccess } from '../../features/admin/NoAccess';
import { useAdminLoad } from '../../features/admin/use-admin-load';
import { withToken } from '../../runtime/auth-session';
import { usePageHead } from '../../runtime/use-page-head';

// The first screen ships with this chunk; the rest load when the owner opens them.
/** The owner's day, asked with the signed-in admin's token (its 403 also says who may enter). */
const loadDashboard = (signal?: AbortSignal) => withToken((token) => getDashboard(token, signal));

const ProductsScreen = lazy(() =>
  import('../../features/admin/ProductsView').then((m) => ({ default: m.ProductsView })),
);
const ProductScreen = lazy(() =>
  import('../../features/admin/ProductScreen').then((m) => ({ default: m.ProductScreen })),
);
const OrdersScreen = lazy(() => import('../../features/admin/OrdersView').then((m) => ({ default: m.OrdersView })));
const DepartmentsScreen = lazy(() =>
  import('../../features/admin/DepartmentsView').then((m) => ({ default: m.DepartmentsView })),
);
const SettingsScreen = lazy(() =>
  import('../../features/admin/SettingsView').then((m) => ({ default: m.SettingsView })),
);
const SynonymsScreen = lazy(() =>
  import('../../features/admin/SynonymsView').then((m) => ({ default: m.SynonymsView })),
);
const MessagesScreen = lazy(() =>
  import('../../features/admin/MessagesView').then((m) => ({ default: m.MessagesView })),
);
const OrderScreen = lazy(() => import('../../features/admin/OrderScreen').then((m) => ({ default: m.OrderScreen })));

/**
 * The back office, in chunks of its own: a shopper's visit downloads none of it. The
 * route guard has sent visitors to /login; the API says whether this account is the shop's (a
 * customer meets 'no tienes acceso').
 */
export default function AdminPage() {
  const [access, retry] = useAdminLoad('access', loadDashboard);
  if (access.status === 'forbidden')
    return (
      <Frame nav={false}>
        <NoAccess />
      </Frame>
    );
  if (access.status === 'failed')
    return (
      <Frame nav={false}>
        <LoadFailed message={access.message} retry={retry} />
      </Frame>
    );
  if (access.status === 'loading')
    return (
      <Frame nav={false}>
        <p role="status">{ADMIN.loading}</p>
      </Frame>
    );
  return (
    <Frame nav>
      <Switch>
        <Route path={ADMIN_PATH.home} component={Dashboard} />
        <Route path={ADMIN_PATH.products} component={ProductsScreen} />
        <Route path={ADMIN_PATH.newProduct}>{() => <ProductScreen />}</Route>
        <Route path={ADMIN_PATH.product} component={ProductById} />
        <Route path={ADMIN_PATH.orders} component={OrdersScreen} />
        <Route path={ADMIN_PATH.order} component={OrderById} />
        <Route path={ADMIN_PATH.departments} component={DepartmentsScreen} />
        <Route path={ADMIN_PATH.settings} component={SettingsScreen} />
        <Route path={ADMIN_PATH.synonyms} component={SynonymsScreen} />
        <Route path={ADMIN_PATH.messages} component={MessagesScreen} />
        <Route component={NotAScreen} />
      </Switch>
    </Frame>
  );
}

function Frame({ nav, children }: { nav: boolean; children: React.ReactNode }) {
  return <BackOfficeShell nav={nav}>{children}</BackOfficeShell>;
}

function Dashboard() {
  usePageHead(privateHead(ADMIN.titles.home));
  const [day, reload] = useAdminLoad('dashboard', loadDashboard);
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className={css.heading}>
        {ADMIN.dashboard.heading}
      </h1>
      <Loaded state={day} retry={reload}>
        {(data) => <DashboardView day={data} />}
      </Loaded>
    </section>
  );
}

function ProductById() {
  const { id } = useParams<{ id: string }>();
  const productId = idFromText(id);
  return productId === null ? <NotAScreen /> : <ProductScreen id={productId} />;
}

function OrderById() {
  const { id } = useParams<{ id: string }>();
  const billId = idFromText(id);
  return billId === null ? <NotAScreen /> : <OrderScreen id={billId} />;
}

function NotAScreen() {
  usePageHead(privateHead(ADMIN.titles.home));
  return (
    <section aria-labelledby="not-a-screen">
      <h1 id="not-a-screen" className={css.heading}>
        {ADMIN.notAScreen}
      </h1>
    </section>
  );
}
