import { Hono } from 'hono';
import { toPesos } from '../../../contract/money';
import { requireUser } from '../../auth/require-user';
import type { AppEnv, Deps } from '../../http/context';
import { noStore } from '../../http/no-store';
import { channelsConfigured } from '../../messages/channels-configured';
import { shippingPriceCents } from './repo';

export function settingsRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireUser(deps), noStore).get('/', async (c) =>
    c.json({
      shipping_delivery_price: toPesos(await shippingPriceCents(deps.db)),
      messageChannels: channelsConfigured(),
    }),
  );
}
