import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/client';

export const USER_COLUMNS = 'ecommerce_user_id, name, email, phone_number, shipping_state, shipping_city, shipping_address_line1, shipping_zipcode';

export async function findUser(db: Queryable, id: number): Promise<User | null> {
  const [user] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM ecommerce_user WHERE ecommerce_user_id = $1`, [id]);
  return user ?? null;
}

export async function findByPhone(db: Queryable, phone: string): Promise<(User & { password_hash: string; token_version: number }) | null> {
  const [user] = await db.query<User & { password_hash: string; token_version: number }>(
    `SELECT ${USER_COLUMNS}, password_hash, token_version FROM ecommerce_user WHERE phone_number = $1`,
    [phone],
  );
  return user ?? null;
}

/** Which of phone and email another customer already has (for a clear 409). */
export async function takenBy(db: Queryable, phone: string, email: string, exceptId = 0): Promise<{ phone: boolean; email: boolean }> {
  const rows = await db.query<{ phone_number: string; email: string }>(
    `SELECT phone_number, email FROM ecommerce_user
     WHERE (phone_number = $1 OR lower(email) = lower($2)) AND ecommerce_user_id <> $3`,
    [phone, email, exceptId],
  );
  return {
    phone: rows.some((r) => r.phone_number === phone),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * Revokes every token the customer holds (tokens carry the version they were issued at). Only from
 * `version`, so a replayed logout of an already revoked token changes nothing.
 */
export async function bumpTokenVersion(db: Queryable, userId: number, version: number): Promise<void> {
  await db.query('UPDATE ecommerce_user SET token_version = token_version + 1 WHERE ecommerce_user_id = $1 AND token_version = $2', [userId, version]);
}
