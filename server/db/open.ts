import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Env } from '../env';
import { type Db, openPglite, openPostgres } from './client';
import { claimDataFolder, tightenFolder } from './data-folder';

/** The database the environment asks for: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openDatabase(env: Env): Promise<Db> {
  if (env.DATABASE_URL) {
    try {
      return await openPostgres(env.DATABASE_URL);
    } catch (error) {
      throw new ConfigError(
        `Cannot reach the PostgreSQL server at DATABASE_URL (${redact(env.DATABASE_URL)}): ${(error as Error).message}`,
      );
    }
  }
  const dir = join(env.DATA_DIR, 'db');
  const release = claimDataFolder(env.DATA_DIR);
  const existed = existsSync(dir);
  try {
    const db = await openPglite(dir);
    tightenFolder(dir); // PGlite gives the files of a new database mode 0666, whatever the umask
    return { ...db, close: () => db.close().finally(release) };
  } catch (error) {
    release();
    const reason = shortReason(error);
    throw new ConfigError(
      existed
        ? `The embedded database in ${dir} cannot be opened (${reason}); it looks damaged: move that folder aside to start with a fresh database, or set DATA_DIR to another folder.`
        : `The embedded database cannot be created in ${dir} (${reason}); check that the disk has room, or set DATA_DIR to another folder.`,
    );
  }
}

/** The first sentence of an error, without a stack: 'Aborted(). Build with…' → 'Aborted()'. */
function shortReason(error: unknown): string {
  return (error instanceof Error && (error.message?.split(/\.\s/)[0] || error.name)) || 'unknown error';
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}
