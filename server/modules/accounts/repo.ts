import type { UserRole } from '../../../contract/admin';
import type { User } from '../../../contract/auth';
import { ADDRESS_FIELDS } from '../../../contract/mexican-address';
import type { AddressUpdate, SpecAddressUpdate } from '../../../contract/user';
import type { Queryable } from '../../db/client';

export const USER_COLUMNS = `ecommerce_user_id, name, email, phone_number, shipping_state, shipping_city, shipping_address_line1, shipping_zipcode,
  shipping_exterior_number, shipping_interior_number, shipping_neighborhood, shipping_municipality, shipping_references,
  shipping_receiver_name, shipping_receiver_phone, role, guest`;
/** The consent's dates, as the wire's ISO text (a timestamptz as JSON: one form on PGlite and PostgreSQL). */
const CONSENT_COLUMNS = `to_json(marketing_consent_at) #>> '{}' AS marketing_consent_at,
  to_json(marketing_consent_withdrawn_at) #>> '{}' AS marketing_consent_withdrawn_at`;
/** What every answer about a customer reads. */
const USER_SELECT = `${USER_COLUMNS}, ${CONSENT_COLUMNS}`;

export async function findUser(db: Queryable, id: number): Promise<User | null> {
  const [user] = await db.query<User>(`SELECT ${USER_SELECT} FROM ecommerce_user WHERE ecommerce_user_id = $1`, [id]);
  return user ?? null;
}

export async function findByPhone(
  db: Queryable,
  phone: string,
): Promise<(User & { password_hash: string; token_version: number }) | null> {
  const [user] = await db.query<User & { password_hash: string; token_version: number }>(
    `SELECT ${USER_SELECT}, password_hash, token_version FROM ecommerce_user WHERE phone_number = $1`,
    [phone],
  );
  return user ?? null;
}

/** Which of phone and email another customer already has (for a clear 409). */
export async function takenBy(
  db: Queryable,
  phone: string,
  email: string,
  exceptId = 0,
): Promise<{ phone: boolean; email: boolean }> {
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
  await db.query(
    'UPDATE ecommerce_user SET token_version = token_version + 1 WHERE ecommerce_user_id = $1 AND token_version = $2',
    [userId, version],
  );
}

/**
 * A sign-up; a phone or email already taken fails on the unique index (code 23505). Consent to
 * the optional purposes, when ticked, is recorded with the moment of the sign-up.
 */
export async function insertUser(
  db: Queryable,
  user: { name: string; email: string; phone: string; passwordHash: string; marketingConsent: boolean },
): Promise<{ ecommerce_user_id: number; token_version: number }> {
  const [row] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
    `INSERT INTO ecommerce_user (name, email, phone_number, password_hash, marketing_consent_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END) RETURNING ecommerce_user_id, token_version`,
    [user.name, user.email, user.phone, user.passwordHash, user.marketingConsent],
  );
  return row!;
}

/** A guest ('Comprar sin cuenta'): an account with no password, its phone proven by the code just redeemed. */
export async function insertGuest(
  db: Queryable,
  guest: { name: string; email: string; phone: string },
): Promise<{ ecommerce_user_id: number; token_version: number }> {
  const [row] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
    `INSERT INTO ecommerce_user (name, email, phone_number, password_hash, guest)
     VALUES ($1, $2, $3, '', true) RETURNING ecommerce_user_id, token_version`,
    [guest.name, guest.email, guest.phone],
  );
  return row!;
}

/** A guest buying again: the name they typed now, and their email when they gave one. */
export async function updateGuest(db: Queryable, userId: number, name: string, email: string): Promise<void> {
  await db.query(
    `UPDATE ecommerce_user SET name = $2, email = CASE WHEN $3 = '' THEN email ELSE $3 END
     WHERE ecommerce_user_id = $1 AND guest`,
    [userId, name, email],
  );
}

/**
 * A sign-up with a guest's proven phone: the same row becomes a full account (its orders stay
 * its own), with the sign-up's name, email, password and consent.
 */
export async function completeGuest(
  db: Queryable,
  userId: number,
  user: { name: string; email: string; passwordHash: string; marketingConsent: boolean },
): Promise<{ ecommerce_user_id: number; token_version: number }> {
  const [row] = await db.query<{ ecommerce_user_id: number; token_version: number }>(
    `UPDATE ecommerce_user SET name = $2, email = $3, password_hash = $4, guest = false,
       marketing_consent_at = CASE WHEN $5::boolean THEN now() END
     WHERE ecommerce_user_id = $1 AND guest RETURNING ecommerce_user_id, token_version`,
    [userId, user.name, user.email, user.passwordHash, user.marketingConsent],
  );
  return row!;
}

/**
 * Gives or withdraws consent to the optional purposes. Given again, it keeps the date it was first
 * given; withdrawn, the date it was given goes and the withdrawal's is kept (a withdrawal of no
 * consent changes nothing).
 */
export async function setMarketingConsent(db: Queryable, userId: number, consent: boolean): Promise<void> {
  await db.query(
    consent
      ? 'UPDATE ecommerce_user SET marketing_consent_at = coalesce(marketing_consent_at, now()) WHERE ecommerce_user_id = $1'
      : `UPDATE ecommerce_user SET marketing_consent_at = NULL, marketing_consent_withdrawn_at = now()
         WHERE ecommerce_user_id = $1 AND marketing_consent_at IS NOT NULL`,
    [userId],
  );
}

/** Replaces an old-cost hash, only if it is still the one that was checked (a password change meanwhile wins). */
export async function replacePasswordHash(
  db: Queryable,
  userId: number,
  checkedHash: string,
  newHash: string,
): Promise<void> {
  await db.query('UPDATE ecommerce_user SET password_hash = $1 WHERE ecommerce_user_id = $2 AND password_hash = $3', [
    newHash,
    userId,
    checkedHash,
  ]);
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM ecommerce_user WHERE ecommerce_user_id = $1',
    [userId],
  );
  return row?.password_hash ?? null;
}

/** A new password ends every session opened with the old one: the token version moves on, and is returned. */
export async function changePassword(db: Queryable, userId: number, newHash: string): Promise<number> {
  const [changed] = await db.query<{ token_version: number }>(
    'UPDATE ecommerce_user SET password_hash = $1, token_version = token_version + 1 WHERE ecommerce_user_id = $2 RETURNING token_version',
    [newHash, userId],
  );
  return changed!.token_version;
}

/** Saves every field of the address; an optional one left empty is stored as null. */
/** Writes every field of the address; one the update does not carry (the SPEC's four alone) is emptied. */
export async function updateShippingAddress(
  db: Queryable,
  userId: number,
  address: AddressUpdate | SpecAddressUpdate,
): Promise<void> {
  const given: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>> = address;
  const fields = ADDRESS_FIELDS.map((field) => given[field] || null);
  await db.query(
    `UPDATE ecommerce_user SET ${ADDRESS_FIELDS.map((field, i) => `${field} = $${i + 1}`).join(', ')}
     WHERE ecommerce_user_id = $${ADDRESS_FIELDS.length + 1}`,
    [...fields, userId],
  );
}

export async function updateNameAndPhone(db: Queryable, userId: number, name: string, phone: string): Promise<void> {
  await db.query('UPDATE ecommerce_user SET name = $1, phone_number = $2 WHERE ecommerce_user_id = $3', [
    name,
    phone,
    userId,
  ]);
}

/** Makes an account admin or customer again (npm run shop:admin); null when no account has that phone. */
export async function setRole(db: Queryable, phone: string, role: UserRole): Promise<{ name: string } | null> {
  const [row] = await db.query<{ name: string }>(
    'UPDATE ecommerce_user SET role = $2 WHERE phone_number = $1 RETURNING name',
    [phone, role],
  );
  return row ?? null;
}
