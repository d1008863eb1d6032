import type { RefundStatus } from '../../contract/admin-orders';
import { eventKey, type MessageKind } from '../../contract/messages';
import type { ReturnStatus } from '../../contract/returns';
import { toE164 } from '../auth/phone';
import type { Queryable } from '../db/client';
import { enqueueMessages, type OutboxEntry } from './outbox';
import { messageSettings } from './settings';

/**
 * The events that write messages, each called inside its event's own transaction. Which channels:
 * a customer's message goes by email always (every account has one), and also by WhatsApp when
 * WhatsApp is configured and the account's phone is a real number; the owner's alert goes to
 * SHOP_EMAIL and/or SHOP_WHATSAPP. With no channel configured the rows are still written (the
 * worker marks them 'skipped'), so the back office shows what the store would have sent.
 */

interface Contact {
  email: string | null;
  phone: string | null;
}

async function contactOf(tx: Queryable, userId: number): Promise<Contact> {
  const [row] = await tx.query<{ email: string | null; phone_number: string | null }>(
    'SELECT email, phone_number FROM ecommerce_user WHERE ecommerce_user_id = $1',
    [userId],
  );
  return { email: row?.email || null, phone: row?.phone_number ? toE164(row.phone_number) : null };
}

function customerEntries(
  contact: Contact,
  message: { eventKey: string; kind: MessageKind; userId: number; billId?: number; payload?: Record<string, unknown> },
): OutboxEntry[] {
  const base = { ...message, audience: 'customer' as const };
  return [
    ...(contact.email ? [{ ...base, channel: 'email' as const, recipient: contact.email }] : []),
    ...(contact.phone && messageSettings().whatsapp
      ? [{ ...base, channel: 'whatsapp' as const, recipient: contact.phone }]
      : []),
  ];
}

/** A paid order: the customer's confirmation and the owner's new-order alert. */
export async function writeOrderPaidMessages(tx: Queryable, billId: number, userId: number): Promise<void> {
  const key = eventKey('bill', billId, 'paid');
  const { shopEmail, shopWhatsapp } = messageSettings();
  const alert = { eventKey: key, kind: 'newOrderAlert' as const, audience: 'shop' as const, billId };
  await enqueueMessages(tx, [
    ...customerEntries(await contactOf(tx, userId), { eventKey: key, kind: 'orderPaid', userId, billId }),
    ...(shopEmail ? [{ ...alert, channel: 'email' as const, recipient: shopEmail }] : []),
    ...(shopWhatsapp ? [{ ...alert, channel: 'whatsapp' as const, recipient: shopWhatsapp }] : []),
  ]);
}

/** What an order's fulfilment move tells its customer. A tracking correction tells nothing. */
const FULFILMENT_KIND = {
  ship: 'shipped',
  readyForPickup: 'readyForPickup',
  deliver: 'delivered',
  cancel: 'cancelled',
} as const satisfies Record<string, MessageKind>;

export type FulfilmentEvent = keyof typeof FULFILMENT_KIND;

/** An order shipped (its FedEx number), ready for pickup, delivered, or cancelled (what happens to the money). */
export async function writeFulfilmentMessages(
  tx: Queryable,
  billId: number,
  event: FulfilmentEvent,
  details: { tracking?: string | null; refund?: RefundStatus | null },
): Promise<void> {
  const payload =
    event === 'ship'
      ? { tracking: details.tracking ?? null }
      : event === 'cancel'
        ? { refund: details.refund ?? null }
        : {};
  await writeOrderCustomerMessages(tx, billId, {
    eventKey: eventKey('bill', billId, FULFILMENT_KIND[event]),
    kind: FULFILMENT_KIND[event],
    payload,
  });
}

/** A message about an order, to the customer who placed it (none when the order is gone). */
async function writeOrderCustomerMessages(
  tx: Queryable,
  billId: number,
  message: { eventKey: string; kind: MessageKind; payload: Record<string, unknown> },
): Promise<void> {
  const [bill] = await tx.query<{ ecommerce_user_id: number }>(
    'SELECT ecommerce_user_id FROM bill WHERE bill_id = $1',
    [billId],
  );
  if (!bill) return;
  const userId = bill.ecommerce_user_id;
  await enqueueMessages(tx, customerEntries(await contactOf(tx, userId), { ...message, userId, billId }));
}

/** A changed password, told to the account's owner (its token version makes each change its own event). */
export async function writePasswordChangedMessages(tx: Queryable, userId: number, tokenVersion: number): Promise<void> {
  await enqueueMessages(
    tx,
    customerEntries(await contactOf(tx, userId), {
      eventKey: eventKey('user', userId, `password:${tokenVersion}`),
      kind: 'passwordChanged',
      userId,
    }),
  );
}

/** What each step of a return tells its customer: the request they made, and each of the owner's steps. */
const RETURN_KIND = {
  requested: 'returnRequested',
  approved: 'returnApproved',
  refused: 'returnRefused',
  received: 'returnReceived',
  refunded: 'returnRefunded',
} as const satisfies Record<ReturnStatus, MessageKind>;

/** A return's step, told to the order's customer (a refusal with its reason); each step of each return once. */
export async function writeReturnMessages(
  tx: Queryable,
  billId: number,
  returnId: number,
  status: ReturnStatus,
  reason: string | null = null,
): Promise<void> {
  await writeOrderCustomerMessages(tx, billId, {
    eventKey: eventKey('return', returnId, status),
    kind: RETURN_KIND[status],
    payload: { returnId, folio: billId, ...(reason ? { reason } : {}) },
  });
}
