import {
  ADMIN_MESSAGE_PAGE_SIZE,
  type AdminMessage,
  type AdminMessageList,
  type AdminMessageQuery,
  canResend,
} from '../../../contract/admin-messages';
import type { MessageStatus } from '../../../contract/messages';
import type { Queryable } from '../../db/client';
import { recordChange } from './change-log';

/**
 * The change log names what it records by a fixed set of subjects (migration 011): a message that
 * tells of an order is recorded in that order's history; any other in the shop's settings' row.
 */
const SHOP_SETTINGS_ID = 1;

type MessageRow = Omit<AdminMessage, 'created_at' | 'sent_at'> & {
  created_at: Date | string;
  sent_at: Date | string | null;
};

const MESSAGE_COLUMNS = `message_id, kind, channel, audience, recipient, bill_id, status, attempts, last_error, created_at, sent_at`;

const toMessage = (row: MessageRow): AdminMessage => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
});

/** The messages, newest first, by status and by order, a page at a time. */
export async function listMessages(db: Queryable, query: AdminMessageQuery): Promise<AdminMessageList> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.status !== undefined) where.push(`status = ${param(query.status)}`);
  if (query.order !== undefined) where.push(`bill_id = ${param(query.order)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = query.page ?? 1;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM outbox_message ${whereSql}`,
    params,
  );
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM outbox_message ${whereSql}
     ORDER BY created_at DESC, message_id DESC LIMIT ${param(ADMIN_MESSAGE_PAGE_SIZE)} OFFSET ${param((page - 1) * ADMIN_MESSAGE_PAGE_SIZE)}`,
    params,
  );
  const total = count?.total ?? 0;
  return { messages: rows.map(toMessage), total, totalPages: Math.ceil(total / ADMIN_MESSAGE_PAGE_SIZE) };
}

export type Resent = { resent: AdminMessage } | { missing: true } | { refused: MessageStatus };

/**
 * 'Reenviar': a failed message becomes pending and due now, for the worker's next round. Its
 * attempts go on counting (each keeps its number in outbox_attempt), and its last error stays
 * until the next attempt says otherwise. Recorded in the change log in the same transaction.
 */
export async function resendMessage(tx: Queryable, messageId: number, by: number): Promise<Resent> {
  const [row] = await tx.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM outbox_message WHERE message_id = $1 FOR UPDATE`,
    [messageId],
  );
  if (!row) return { missing: true };
  if (!canResend(row.status)) return { refused: row.status };
  const [resent] = await tx.query<MessageRow>(
    `UPDATE outbox_message SET status = 'pending', next_attempt_at = now(), locked_until = NULL
     WHERE message_id = $1 RETURNING ${MESSAGE_COLUMNS}`,
    [messageId],
  );
  await recordChange(tx, {
    subject: row.bill_id === null ? 'settings' : 'bill',
    subjectId: row.bill_id ?? SHOP_SETTINGS_ID,
    by,
    action: 'messageResent',
    after: { message_id: row.message_id, messageKind: row.kind, channel: row.channel, recipient: row.recipient },
  });
  return { resent: toMessage(resent!) };
}
