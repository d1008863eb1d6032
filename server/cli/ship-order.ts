import { SHIPPING_STATUS } from '../../contract/bill';
import type { Queryable } from '../db/client';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ConfigError, readEnv } from '../env';
import { errorSummary } from '../error-summary';
import { idFromText } from '../../contract/paths';

/**
 * Shop operations: marks an order shipped ('enviado') with its FedEx tracking number, which the
 * customer then sees in Compras with the 'Rastrear paquete' button.
 *
 *   npm run shop:ship -- <bill_id> <tracking number>
 *
 * Uses the same DATA_DIR / DATABASE_URL as the store. PGlite is one process at a time: while the
 * store has the embedded database open, opening it here fails with the lock's sentence, exit 1.
 */
export async function markShipped(db: Queryable, billId: number, tracking: string): Promise<boolean> {
  const rows = await db.query(`UPDATE bill SET shipping_status = $2, shipping_tracking_number = $3 WHERE bill_id = $1 RETURNING bill_id`, [
    billId,
    SHIPPING_STATUS.shipped,
    tracking,
  ]);
  return rows.length === 1;
}

async function main(argv: string[]): Promise<string> {
  const [billArg, tracking] = argv;
  const billId = idFromText(billArg);
  if (billId === null || !tracking || !/^[A-Za-z0-9-]{6,40}$/.test(tracking))
    throw new ConfigError('usage: npm run shop:ship -- <bill_id> <tracking number (6–40 letters, digits or dashes)>');
  const db = await openDatabase(readEnv());
  try {
    await migrate(db);
    if (!(await markShipped(db, billId, tracking))) throw new ConfigError(`there is no order with folio ${billArg}.`);
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
