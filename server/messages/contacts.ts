import { type ContactChannel, canonicalContact } from '../../contract/contacts';
import type { Queryable } from '../db/client';

/**
 * Which contacts the store may write to. A contact is verified once its holder typed back a code
 * sent there (or confirmed an 'Avísame' by its link); it is suppressed once its holder asked the
 * store to stop, until they confirm again. Both compare the canonical form (contract/contacts.ts).
 */
export type ContactStanding = 'verified' | 'unverified' | 'suppressed';

export async function standingOf(db: Queryable, channel: ContactChannel, address: string): Promise<ContactStanding> {
  const canonical = canonicalContact(channel, address);
  const [row] = await db.query<{ verified: boolean; suppressed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM verified_contact WHERE channel = $1 AND canonical = $2) AS verified,
       EXISTS (SELECT 1 FROM contact_suppression WHERE channel = $1 AND canonical = $2) AS suppressed`,
    [channel, canonical],
  );
  return row?.suppressed ? 'suppressed' : row?.verified ? 'verified' : 'unverified';
}

/** Its holder proved it: the store may write to it, and an earlier stop is lifted by this new yes. */
export async function markVerified(db: Queryable, channel: ContactChannel, address: string): Promise<void> {
  const canonical = canonicalContact(channel, address);
  await db.query(
    `INSERT INTO verified_contact (channel, canonical) VALUES ($1, $2)
     ON CONFLICT (channel, canonical) DO UPDATE SET verified_at = now()`,
    [channel, canonical],
  );
  await db.query('DELETE FROM contact_suppression WHERE channel = $1 AND canonical = $2', [channel, canonical]);
}
