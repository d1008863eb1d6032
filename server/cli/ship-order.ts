import { SHIPPING_STATUS, TRACKING_NUMBER, trackingNumberOf } from '../../contract/bill';
import { idFromText } from '../../contract/paths';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ConfigError, publicUrlOf, readEnv } from '../env';
import { errorSummary } from '../error-summary';
import { type FulfilmentResult, fulfil } from '../modules/admin/fulfilment';

/**
 * Shop operations: marks an order shipped ('enviado') with its FedEx tracking number, which the
 * customer then sees in Compras with the 'Rastrear paquete' button. The same rule as the back
 * office's (machines/fulfilment/): only an order in process for delivery may ship, and the move
 * is in the order's history, made by a shop command.
 *
 *   npm run shop:ship -- <bill_id> <tracking number>
 *
 * Uses the same DATA_DIR / DATABASE_URL as the store. PGlite is one process at a time: while the
 * store has the embedded database open, opening it here fails with the lock's sentence, exit 1.
 */
export function markShipped(db: Db, billId: number, tracking: string): Promise<FulfilmentResult> {
  return fulfil(db, null, billId, { action: 'ship', tracking }, null, publicUrlOf(readEnv()));
}

async function main(argv: string[]): Promise<string> {
  const [billArg, printed] = argv;
  const billId = idFromText(billArg);
  const tracking = trackingNumberOf(printed ?? '');
  if (billId === null || !TRACKING_NUMBER.test(tracking))
    throw new ConfigError(
      'usage: npm run shop:ship -- <bill_id> <tracking number (6–40 letters or digits, spaced or dashed as printed)>',
    );
  const db = await openDatabase(readEnv());
  try {
    await migrate(db);
    const result = await markShipped(db, billId, tracking);
    if (!result.moved && result.reason === 'missing') throw new ConfigError(`there is no order with folio ${billArg}.`);
    if (!result.moved)
      throw new ConfigError(
        `order ${billArg} is '${result.status}': only an order '${SHIPPING_STATUS.inProgress}' for delivery can be shipped.`,
      );
    return `Order ${billArg} is now '${SHIPPING_STATUS.shipped}' with tracking number ${tracking}.`;
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('ship-order.ts')) {
  main(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error instanceof ConfigError ? `Cannot ship: ${error.message}` : errorSummary(error));
      process.exit(1);
    },
  );
}
