import { z } from 'zod';

/**
 * The messages the store sends: what each tells of (its kind, one template each), by which channel,
 * to whom, and how its sending went. A message is written in the transaction of its event (the
 * outbox, migration 023) and sent by a worker; the back office lists them under 'Mensajes'.
 */

export const MESSAGE_KINDS = [
  'orderPaid',
  'newOrderAlert',
  'readyForPickup',
  'shipped',
  'delivered',
  'cancelled',
  'passwordChanged',
  'backInStock',
  'returnRequested',
  'returnApproved',
  'returnRefused',
  'returnReceived',
  'returnRefunded',
  /** A one-time code: the one message a contact the store has not verified may get. */
  'contactCode',
  /** 'Confirma que quieres el aviso de …': an 'Avísame' for a contact not yet verified. */
  'backInStockConfirm',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A customer's own messages, or the shop's alerts to its owner. */
export const MESSAGE_AUDIENCES = ['customer', 'shop'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/**
 * pending: due; sending: claimed by a worker; sent; failed: its last retry failed (the owner may
 * send it again); skipped: its channel is not configured, so it is only shown in the back office;
 * withheld: the store will not send it (a contact not verified or that asked to stop, or past a
 * notice's hourly cap), and `last_error` says which.
 */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped', 'withheld'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MessageKindSchema = z.enum(MESSAGE_KINDS);
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES);

/** The event a message tells of, once: a second write of the same event is the same message. */
export function eventKey(subject: 'bill' | 'user' | 'product' | 'return' | 'code', id: number, event: string): string {
  return `${subject}:${id}:${event}`;
}
