import type { UserRole } from '../../contract/admin';
import { toE164 } from '../auth/phone';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ConfigError, type Env, readEnv } from '../env';
import { errorSummary } from '../error-summary';
import { setRole } from '../modules/accounts/repo';
import { readOpsFile } from '../ops/ops-channel';

/**
 * Gives an existing account the back office, or takes it away:
 *
 *   npm run shop:admin -- <phone>            the account becomes admin
 *   npm run shop:admin -- <phone> --revoke   back to customer
 *
 * The phone is read as the sign-up form reads it (10 digits are a Mexican number). Production
 * never has demo accounts, so this is how its first admin is made. Uses the same DATA_DIR /
 * DATABASE_URL as the store, and works while it runs: with PostgreSQL it opens the database
 * itself; the embedded one is the running store's alone, so it asks the store (server/ops/).
 * The role is read on every request, so the change takes effect at once.
 */
async function main(argv: string[]): Promise<string> {
  // The phone may come in pieces: `npm run shop:admin -- 614 765 4321` passes three words.
  const revoke = argv.at(-1) === '--revoke';
  const words = revoke ? argv.slice(0, -1) : argv;
  const phone = words.length > 0 && !words.some((w) => w.startsWith('--')) ? toE164(words.join(' ')) : null;
  if (!phone) throw new ConfigError('usage: npm run shop:admin -- <phone> [--revoke]');
  const role: UserRole = revoke ? 'customer' : 'admin';
  const env = readEnv();
  const user = await changeRole(env, phone, role);
  if (!user) throw new ConfigError(`there is no account with the phone ${phone}; sign up first, then run this again.`);
  return role === 'admin'
    ? `${user.name} (${phone}) is now an admin of the shop (the back office API, /api/admin).`
    : `${user.name} (${phone}) is a customer again.`;
}

async function changeRole(env: Env, phone: string, role: UserRole): Promise<{ name: string } | null> {
  const running = env.DATABASE_URL ? null : readOpsFile(env.DATA_DIR);
  if (running) {
    const res = await fetch(`${running.url}/ops/role`, {
      method: 'POST',
      headers: { authorization: `Bearer ${running.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone, role }),
    }).catch(() => null); // a store that stopped without removing its file: open the database instead
    if (res?.status === 404) return null;
    if (res?.ok) return (await res.json()) as { name: string };
    if (res) throw new ConfigError(`the running store refused: ${((await res.json()) as { error: string }).error}`);
  }
  const db = await openDatabase(env);
  try {
    await migrate(db);
    return await setRole(db, phone, role);
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
