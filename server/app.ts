import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { BACK_IN_STOCK_CONFIRM_PATH, BACK_IN_STOCK_STOP_PATH } from '../contract/back-in-stock';
import { isBackOfficePath } from '../contract/paths';
import { pageQuery } from '../contract/route-pages';
import { API_ERRORS } from '../copy/api';
import { requireAdmin } from './auth/require-user';
import { CatalogueVersion } from './catalogue/catalogue-version';
import { limitBodies } from './http/body-limit';
import { clientOf, drawingFor } from './http/client';
import type { AppEnv, Deps } from './http/context';
import { beforeAnyBody } from './http/early-refusal';
import { handleError } from './http/errors';
import { dependsOnlyOnCatalogue, PageCache } from './http/page-cache';
import { PagePreloads } from './http/page-preloads';
import { loadPageRenderer } from './http/page-render';
import { securityHeaders } from './http/security-headers';
import type { StaticFiles } from './http/static-files';
import { wakeWorkersAfterWrites } from './messages/nudge';
import { authRoutes } from './modules/accounts/auth-routes';
import { codeRoutes } from './modules/accounts/code-routes';
import { userRoutes } from './modules/accounts/user-routes';
import { adminRoutes } from './modules/admin/routes';
import { backInStockConfirmRoutes, backInStockRoutes, backInStockStopRoutes } from './modules/back-in-stock/routes';
import { billRoutes } from './modules/bills/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { departmentRoutes } from './modules/departments/routes';
import { ordersRoutes } from './modules/orders/routes';
import { getProductFacts } from './modules/products/repo';
import { productRoutes } from './modules/products/routes';
import { returnRoutes } from './modules/returns/routes';
import { settingsRoutes } from './modules/settings/routes';
import { opsRoutes } from './ops/ops-channel';
import { crawlerRoutes } from './pages/crawler-routes';
import { pageHeadTags } from './pages/head-tags';
import { stripeWebhookRoutes } from './payments/stripe-webhook';
import { testCheckoutRoutes } from './payments/test-checkout-routes';
import { TEST_MODE_BANNER } from './payments/test-mode-banner';

/** The whole HTTP application, built apart from serve() so tests call app.request() without a port. */
export function createApp(deps: Deps, staticFiles?: StaticFiles) {
  // One version for the answers and the pages drawn from them (see catalogue-version.ts).
  const catalogue = new CatalogueVersion(deps.db, deps.catalogueFreshMs);
  // strict: false so '/api/settings/' (the legacy clients' spelling) and '/api/settings' are the same route.
  const api = new Hono<AppEnv>({ strict: false })
    .route('/product', productRoutes(deps, catalogue))
    .route('/department', departmentRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/auth', codeRoutes(deps))
    .route('/user_ecommerce', userRoutes(deps))
    .route('/bill', billRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/payment', checkoutRoutes(deps))
    .route('/orders', ordersRoutes(deps))
    .route('/returns', returnRoutes(deps))
    .route('/admin', adminRoutes(deps, catalogue))
    .route('/back-in-stock', backInStockRoutes(deps))
    .notFound((c) => c.json({ error: API_ERRORS.routeMissing }, 404));
  if (deps.stripeWebhook)
    api.route('/payment', stripeWebhookRoutes(deps, deps.stripeWebhook.stripe, deps.stripeWebhook.secret));

  const app = new Hono<AppEnv>({ strict: false });
  app.use(securityHeaders(deps.trustProxy, deps.stripeJs ?? false, staticFiles?.inlineScriptSources));
  // The back office's access check comes before the body limit, which reads a chunked body whole:
  // a request without an admin's token is refused before any of its body is read.
  app.use('/api/admin/*', beforeAnyBody(requireAdmin(deps)));
  app.use(limitBodies);
  app.use(wakeWorkersAfterWrites);
  app.use('/api/*', compress());
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: API_ERRORS.routeMissing }, 404));
  if (deps.opsToken) app.route('/ops', opsRoutes(deps, deps.opsToken));
  const testMode = deps.payments.name === 'test';
  if (testMode) app.route('/pay/test', testCheckoutRoutes(deps));
  app.route('/', crawlerRoutes(deps, catalogue));
  app.route(BACK_IN_STOCK_STOP_PATH, backInStockStopRoutes(deps));
  app.route(BACK_IN_STOCK_CONFIRM_PATH, backInStockConfirmRoutes(deps));
  app.onError(handleError);
  const pageCache = staticFiles && new PageCache(catalogue, staticFiles, deps.pageCacheBytes);
  if (staticFiles && pageCache) {
    const preloads = new PagePreloads(staticFiles.manifest);
    // Pages ask the API in-process, through the same routes, cache and error handling as over HTTP.
    const renderer = loadPageRenderer(join(staticFiles.root, '.ssr/entry-server.js'), async (input, init) =>
      app.request(input, init),
    ).catch((error: unknown) => {
      console.error('The server renderer could not be loaded; pages are drawn in the browser instead:', error);
      return null;
    });
    app.get('*', async (c) => {
      if (staticFiles.has(c.req.path)) return staticFiles.serve(c);
      // Drawn and kept with only the parameters its route reads: a shared link's tracking tags draw the same page.
      const search = pageQuery(c.req.path, new URL(c.req.url).search);
      return pageCache.serve(c, c.req.path + search, async () => {
        // Its in-process API requests are this shopper's (their searches count against its address).
        const page = await drawingFor.run(clientOf(c, deps.trustProxy), async () =>
          (await renderer)?.render(c.req.path, search),
        );
        // The modules and the photo the render drew; its answers travel inside the page.
        const head = preloads.forPage(c.req.path, page ?? null);
        // The page's own title, description and sharing tags (server/pages/head-tags.ts).
        const meta = page?.head
          ? await pageHeadTags(page.head, deps.publicUrl, (id) => getProductFacts(deps.db, id))
          : undefined;
        const file = staticFiles.page({
          meta,
          head,
          root: page?.html,
          data: page ? JSON.stringify(page.data) : undefined,
          bodyStart: testMode && !isBackOfficePath(c.req.path) ? TEST_MODE_BANNER : undefined,
        });
        // A page that drew the not-found page is a 404, kept (when it may be) with its status for its catalogue version.
        return {
          file: file && page?.notFound ? { ...file, status: 404 } : file,
          cacheable: dependsOnlyOnCatalogue(page),
        };
      });
    });
  }
  // The page cache is exposed for npm run bench, which prints its size.
  return Object.assign(app, { pageCache });
}
