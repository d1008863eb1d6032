import type { UserRole } from '../../contract/admin';
import { toE164 } from '../auth/phone';
import type { Queryable } from '../db/client';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ConfigError, readEnv } from '../env';
import { errorSummary } from '../error-summary';

/**
 * Gives an existing account the back office (issue 14), or takes it away:
 *
 *   npm run shop:admin -- <phone>            the account becomes admin
 *   npm run shop:admin -- <phone> --revoke   back to customer
 *
 * The phone is read as the sign-up form reads it (10 digits are a Mexican number). Production
 * never has demo accounts, so this is how its first admin is made. Uses the same DATA_DIR /
 * DATABASE_URL as the store: with PostgreSQL it works while the store runs, and the role is read
 * on every request, so it takes effect at once; the embedded database is one process at a time.
 */
export async function setRole(db: Queryable, phone: string, role: UserRole): Promise<{ name: string } | null> {
  const [row] = await db.query<{ name: string }>('UPDATE ecommerce_user SET role = $2 WHERE phone_number = $1 RETURNING name', [phone, role]);
  return row ?? null;
}

async function main(argv: string[]): Promise<string> {
  const [phoneArg, flag] = argv;
  const phone = phoneArg ? toE164(phoneArg) : null;
  if (!phone || (flag !== undefined && flag !== '--revoke')) throw new ConfigError('usage: npm run shop:admin -- <phone> [--revoke]');
  const role: UserRole = flag === '--revoke' ? 'customer' : 'admin';
  const db = await openDatabase(readEnv());
  try {
    await migrate(db);
    const user = await setRole(db, phone, role);
    if (!user) throw new ConfigError(`there is no account with the phone ${phone}; sign up first, then run this again.`);
    return role === 'admin' ? `${user.name} (${phone}) may now use the back office at /admin.` : `${user.name} (${phone}) is a customer again.`;
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('grant-admin.ts')) {
  main(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error instanceof ConfigError ? `Cannot change the role: ${error.message}` : errorSummary(error));
      process.exit(1);
    },
  );
}
