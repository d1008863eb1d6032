import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Env } from '../env';
import { openPglite, openPostgres, type Db } from './client';

/** The database the environment asks for: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openDatabase(env: Env): Promise<Db> {
  if (env.DATABASE_URL) {
    try {
      return await openPostgres(env.DATABASE_URL);
    } catch (error) {
      throw new ConfigError(`Cannot reach the PostgreSQL server at DATABASE_URL (${redact(env.DATABASE_URL)}): ${(error as Error).message}`);
    }
  }
  const dir = join(env.DATA_DIR, 'db');
  assertWritable(env.DATA_DIR);
  return openPglite(dir);
}

export function assertWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new ConfigError(`The data directory ${dir} cannot be created or written to; set DATA_DIR to a writable folder.`);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}
