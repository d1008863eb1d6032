import type { MessageAudience, MessageChannel, MessageKind, MessageStatus } from '../../contract/messages';
import { MESSAGE_WITHHELD } from '../../copy/admin';
import type { Queryable } from '../db/client';
import { standingOf } from './contacts';
import { messagesChanged } from './nudge';

/** One message to write: the event it tells of, its template, and to whom by which channel. */
export interface OutboxEntry {
  eventKey: string;
  kind: MessageKind;
  channel: MessageChannel;
  audience: MessageAudience;
  recipient: string;
  userId?: number | null;
  billId?: number | null;
  payload?: Record<string, unknown>;
}

/** What may go to a contact not yet verified besides a code: an 'Avísame''s confirmation, which asks them. */
const TO_UNVERIFIED_KINDS: readonly MessageKind[] = ['backInStockConfirm'];

/** Notices about the account itself, which anyone who knows a password could repeat: 3 an hour per recipient. */
const ACCOUNT_NOTICE_KINDS: readonly MessageKind[] = ['passwordChanged'];
export const ACCOUNT_NOTICES_PER_HOUR = 3;

/**
 * The one gate between the store and a customer's phone or inbox. A code goes to whoever asked
 * (its own limits are the code route's); an 'Avísame' confirmation to a contact not yet verified;
 * anything else only to a verified contact; nothing but a code to a contact that asked to stop;
 * and an account notice at most 3 times an hour per recipient. What the gate holds back is still
 * written, 'withheld' with the reason, so the owner sees what the store did not send and why.
 * The shop's own alerts go to the addresses its operator configured.
 */
async function withheldReason(tx: Queryable, entry: OutboxEntry): Promise<string | null> {
  if (entry.audience === 'shop' || entry.kind === 'contactCode') return null;
  const standing = await standingOf(tx, entry.channel, entry.recipient);
  if (standing === 'suppressed') return MESSAGE_WITHHELD.suppressed;
  if (standing === 'unverified' && !TO_UNVERIFIED_KINDS.includes(entry.kind)) return MESSAGE_WITHHELD.unverified;
  if (ACCOUNT_NOTICE_KINDS.includes(entry.kind)) {
    // One writer at a time per recipient, so parallel notices cannot all count the same two.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`notice:${entry.recipient}`]);
    const [row] = await tx.query<{ sent: number }>(
      `SELECT count(*)::int AS sent FROM outbox_message
       WHERE recipient = $1 AND kind = ANY($2::text[]) AND status <> 'withheld' AND created_at > now() - interval '1 hour'`,
      [entry.recipient, ACCOUNT_NOTICE_KINDS],
    );
    if ((row?.sent ?? 0) >= ACCOUNT_NOTICES_PER_HOUR) return MESSAGE_WITHHELD.noticeCap;
  }
  return null;
}

/**
 * Writes messages in the caller's transaction (pass the `tx` of the event itself, so that both
 * commit or neither does). A message already written for the same event, channel and recipient
 * is left as it is. Returns how many were new and due to be sent.
 */
export async function enqueueMessages(tx: Queryable, entries: readonly OutboxEntry[]): Promise<number> {
  let due = 0;
  for (const entry of entries) {
    const withheld = await withheldReason(tx, entry);
    const status: MessageStatus = withheld ? 'withheld' : 'pending';
    const rows = await tx.query(
      `INSERT INTO outbox_message (event_key, kind, channel, audience, recipient, ecommerce_user_id, bill_id, payload, status, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
       ON CONFLICT (event_key, channel, recipient) DO NOTHING
       RETURNING message_id`,
      [
        entry.eventKey,
        entry.kind,
        entry.channel,
        entry.audience,
        entry.recipient,
        entry.userId ?? null,
        entry.billId ?? null,
        // A withheld message never needs what it would have said (a code above all).
        JSON.stringify(withheld ? {} : (entry.payload ?? {})),
        status,
        withheld,
      ],
    );
    if (!withheld) due += rows.length;
  }
  if (due > 0) messagesChanged();
  return due;
}
