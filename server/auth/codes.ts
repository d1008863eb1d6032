import { type AnyCodePurpose, CODE_MAX_TRIES, CODE_TTL_MINUTES } from '../../contract/contact-codes';
import type { ContactChannel } from '../../contract/contacts';
import { eventKey } from '../../contract/messages';
import { CODES } from '../../copy/codes';
import type { Db, Queryable } from '../db/client';
import { markVerified } from '../messages/contacts';
import { enqueueMessages } from '../messages/outbox';
import { codeMatches, hashCode, newCode } from './code-hash';

/** Where a code goes: the contact, by its channel. */
export interface CodeDestination {
  channel: ContactChannel;
  recipient: string;
}

/**
 * Writes a new code for `phone`'s `purpose` and its message, in one transaction: the message
 * (kind 'contactCode') carries the digits until it is sent, and the row only their hash. Returns
 * the digits, which the caller shows only in 'Modo de prueba'.
 */
export async function issueCode(
  db: Db,
  {
    purpose,
    phone,
    destination,
    userId,
  }: { purpose: AnyCodePurpose; phone: string; destination: CodeDestination; userId?: number },
): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code_id: number }>(
      `INSERT INTO contact_code (purpose, phone, channel, recipient, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) RETURNING code_id`,
      [purpose, phone, destination.channel, destination.recipient, hashCode(code), CODE_TTL_MINUTES],
    );
    await enqueueMessages(tx, [
      {
        eventKey: eventKey('code', row!.code_id, purpose),
        kind: 'contactCode',
        channel: destination.channel,
        audience: 'customer',
        recipient: destination.recipient,
        userId: userId ?? null,
        payload: { code },
      },
    ]);
  });
  return code;
}

export type Redeemed = { ok: true; destination: CodeDestination } | { ok: false; error: string };

/**
 * Checks the newest open code of `phone`'s `purpose`: right, it is used up and its contact becomes
 * verified; wrong, it loses a try, and the fifth wrong try ends it. Expired or never sent, the
 * shopper is told to ask for a new one. One transaction, the code's row locked, so parallel
 * guesses count one by one.
 */
export async function redeemCode(
  db: Db,
  { purpose, phone, code }: { purpose: AnyCodePurpose; phone: string; code: string },
  onRedeemed: (tx: Queryable, destination: CodeDestination) => Promise<void> = async () => {},
): Promise<Redeemed> {
  return db.transaction(async (tx): Promise<Redeemed> => {
    const [open] = await tx.query<{
      code_id: number;
      channel: ContactChannel;
      recipient: string;
      code_hash: string;
      tries: number;
      expired: boolean;
    }>(
      `SELECT code_id, channel, recipient, code_hash, tries, expires_at <= now() AS expired FROM contact_code
       WHERE phone = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC, code_id DESC LIMIT 1 FOR UPDATE`,
      [phone, purpose],
    );
    if (!open || open.expired) return { ok: false, error: CODES.expired };
    if (open.tries >= CODE_MAX_TRIES) return { ok: false, error: CODES.tooManyTries };
    if (!codeMatches(code, open.code_hash)) {
      await tx.query('UPDATE contact_code SET tries = tries + 1 WHERE code_id = $1', [open.code_id]);
      return { ok: false, error: open.tries + 1 >= CODE_MAX_TRIES ? CODES.tooManyTries : CODES.wrong };
    }
    await tx.query('UPDATE contact_code SET used_at = now() WHERE code_id = $1', [open.code_id]);
    const destination = { channel: open.channel, recipient: open.recipient };
    await markVerified(tx, destination.channel, destination.recipient);
    await onRedeemed(tx, destination);
    return { ok: true, destination };
  });
}
