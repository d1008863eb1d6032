import { Hono } from 'hono';
import type { CatalogueVersion } from '../../catalogue/catalogue-version';
import type { AppEnv, Deps } from '../../http/context';
import { noStore } from '../../http/no-store';
import { backInStockAdminRoutes } from '../back-in-stock/routes';
import { adminReturnRoutes } from '../returns/routes';
import { dashboard } from './dashboard-repo';
import { adminMessageRoutes } from './messages-routes';
import { adminOrderRoutes } from './orders-routes';
import { adminPhotoRoutes } from './photos-routes';
import { adminProductRoutes } from './products-routes';
import { adminShopRoutes } from './shop-routes';
import { adminSynonymRoutes } from './synonyms-routes';

/**
 * /api/admin: the back office's API. Every route needs an admin's token, checked in front of it
 * by server/app.ts (requireAdmin, before any body is read: server/http/early-refusal.ts). After any
 * write, this process re-reads the catalogue version, so the owner's next look at the store shows
 * the change instead of a page kept for up to the freshness window.
 */
export function adminRoutes(deps: Deps, catalogue: CatalogueVersion) {
  return new Hono<AppEnv>()
    .use(noStore)
    .use(async (c, next) => {
      await next();
      if (c.req.method !== 'GET') catalogue.recheck();
    })
    .get('/dashboard', async (c) => c.json(await dashboard(deps.db)))
    .route('/products', adminProductRoutes(deps))
    .route('/photos', adminPhotoRoutes(deps))
    .route('/orders', adminOrderRoutes(deps))
    .route('/synonyms', adminSynonymRoutes(deps))
    .route('/back-in-stock', backInStockAdminRoutes(deps))
    .route('/returns', adminReturnRoutes(deps))
    .route('/messages', adminMessageRoutes(deps))
    .route('/', adminShopRoutes(deps));
}
