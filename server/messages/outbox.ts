import type { MessageAudience, MessageChannel, MessageKind } from '../../contract/messages';
import type { Queryable } from '../db/client';
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

/**
 * Writes messages in the caller's transaction (pass the `tx` of the event itself, so that both
 * commit or neither does). A message already written for the same event, channel and recipient
 * is left as it is. Returns how many were new.
 */
export async function enqueueMessages(tx: Queryable, entries: readonly OutboxEntry[]): Promise<number> {
  let written = 0;
  for (const entry of entries) {
    const rows = await tx.query(
      `INSERT INTO outbox_message (event_key, kind, channel, audience, recipient, ecommerce_user_id, bill_id, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
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
        JSON.stringify(entry.payload ?? {}),
      ],
    );
    written += rows.length;
  }
  if (written > 0) messagesChanged();
  return written;
}
