import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { USER_ROLES } from '../../contract/admin';
import { socketAddress } from '../http/client';
import type { AppEnv, Deps } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { setRole } from '../modules/accounts/repo';

/**
 * How a shop command reaches a running store whose embedded database it cannot open (PGlite is one
 * process at a time; with PostgreSQL a command opens the database itself). While it listens, the
 * store keeps DATA_DIR/ops.json, readable by its owner only like the database beside it, with its
 * local address and a token drawn at start. `POST /ops/role` answers only that token, compared in
 * constant time, and only from this machine: whoever can read the data folder can already change
 * the database, and nobody else can.
 */
const OPS_FILE = 'ops.json';

export interface OpsAddress {
  url: string;
  token: string;
}

export const newOpsToken = (): string => randomBytes(32).toString('base64url');

/** Written once the store listens; the returned function removes it (on shutdown). */
export function writeOpsFile(dataDir: string, address: OpsAddress): () => void {
  const file = join(dataDir, OPS_FILE);
  writeFileSync(file, JSON.stringify(address), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

export function readOpsFile(dataDir: string): OpsAddress | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, OPS_FILE), 'utf8')) as OpsAddress;
  } catch {
    return null;
  }
}

const RoleChangeSchema = z.object({ phone: z.string().max(40), role: z.enum(USER_ROLES) });

const isLoopback = (address: string) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function opsRoutes({ db }: Pick<Deps, 'db'>, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (!isLoopback(socketAddress(c)) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw forbidden('Solo los comandos de la tienda pueden usar esta ruta.');
      await next();
    })
    .post('/role', async (c) => {
      const body = await parseBody(c, RoleChangeSchema);
      const user = await setRole(db, body.phone, body.role);
      if (!user) throw notFound('No hay una cuenta con ese teléfono.');
      return c.json(user);
    });
}
