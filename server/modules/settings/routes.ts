import { Hono } from 'hono';
import { toPesos } from '../../../contract/money';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { noStore } from '../../http/no-store';
import { messageSettings } from '../../messages/settings';
import { shippingPriceCents } from './repo';

export function settingsRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireUser(deps), noStore).get('/', async (c) =>
    c.json({
      shipping_delivery_price: toPesos(await shippingPriceCents(deps.db)),
      // which channels the store sends by (never their settings): the pages name only those
      messageChannels: { email: Boolean(messageSettings().email), whatsapp: Boolean(messageSettings().whatsapp) },
    }),
  );
}
