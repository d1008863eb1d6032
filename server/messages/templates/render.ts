import type { RefundStatus } from '../../../contract/admin-orders';
import { trackingUrl } from '../../../contract/bill';
import { DELIVERY_LETTER, type DeliveryOption } from '../../../contract/checkout';
import type { MessageAudience, MessageKind } from '../../../contract/messages';
import { formatDiscount, formatMoney } from '../../../contract/money';
import { adminOrderPath, orderPath, PATH, productPath } from '../../../contract/paths';
import { productImageUrl } from '../../../contract/product-urls';
import { STORE } from '../../../contract/store';
import { A } from '../../../copy/account';
import { BACK_IN_STOCK_CONFIRM } from '../../../copy/back-in-stock';
import { C } from '../../../copy/checkout';
import { CODES } from '../../../copy/codes';
import { MESSAGE_TEXT as T } from '../../../copy/messages';
import { SIZE } from '../../../copy/storefront';
import type { Queryable } from '../../db/client';
import { billLines } from '../../modules/bills/repo';
import { type Content, type Part, toHtml, toText } from './layout';

/** A message as the worker read it from the outbox. */
export interface OutboxRow {
  message_id: number;
  event_key: string;
  kind: MessageKind;
  channel: 'email' | 'whatsapp';
  audience: MessageAudience;
  recipient: string;
  ecommerce_user_id: number | null;
  bill_id: number | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a channel sends: the email's subject, text and HTML (and headers), WhatsApp's template parameters. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  whatsappParams: string[];
  /** An authentication template's copy-code button: the code again, as WhatsApp requires. */
  whatsappCopyCode?: string;
}

/** A message that cannot be drawn (its order or product is gone): retrying would not help. */
export class UnrenderableMessage extends Error {}

interface BillFacts {
  bill_id: number;
  name: string;
  email: string;
  phone_number: string;
  delivery: DeliveryOption;
  shipping_address: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
  shipping_tracking_number: string | null;
}

/**
 * Reads the message's order afresh (the bill is the one source of its lines and totals). A
 * customer's message reads only the order of the account it is addressed to: a message can never
 * carry another customer's order.
 */
async function billOf(db: Queryable, message: OutboxRow): Promise<BillFacts> {
  const [bill] = await db.query<BillFacts>(
    `SELECT b.bill_id, u.name, u.email, u.phone_number, b.delivery, b.shipping_address, b.subtotal_cents,
       b.discount_cents, b.shipping_cost_cents, b.total_cents, b.shipping_tracking_number
     FROM bill b JOIN ecommerce_user u USING (ecommerce_user_id)
     WHERE b.bill_id = $1 AND ($2 = 'shop' OR b.ecommerce_user_id = $3)`,
    [message.bill_id, message.audience, message.ecommerce_user_id],
  );
  if (!bill) throw new UnrenderableMessage(`order ${message.bill_id} not found for this message`);
  return bill;
}

async function orderParts(db: Queryable, bill: BillFacts): Promise<Part[]> {
  const lines = await billLines(db, bill.bill_id);
  const s = C.success;
  return [
    {
      kind: 'lines',
      heading: s.products,
      lines: lines.map((l) => ({
        name: SIZE.lineName(l.name, l.size),
        detail: s.quantity(l.quantity),
        amount: formatMoney(l.charged_cents),
      })),
    },
    {
      kind: 'totals',
      rows: [
        { label: s.subtotal, amount: formatMoney(bill.subtotal_cents) },
        ...(bill.discount_cents > 0 ? [{ label: s.discount, amount: formatDiscount(bill.discount_cents) }] : []),
        { label: s.shipping, amount: formatMoney(bill.shipping_cost_cents) },
        { label: s.total, amount: formatMoney(bill.total_cents), strong: true },
      ],
    },
  ];
}

const storeAddress = `${STORE.name}, ${STORE.street}, ${STORE.neighbourhood}, ${STORE.city}, ${STORE.state}, ${STORE.zip}`;
const storeHours = STORE.hours.map((h) => `${h.days}: ${h.time}`).join(' · ');

function refundText(refund: unknown, totalCents: number): string {
  return (refund as RefundStatus | null) === 'notCharged'
    ? T.cancelled.notCharged
    : T.cancelled.refundDue(formatMoney(totalCents));
}

/**
 * A template parameter or a greeting is one line: a name saved before names were checked could
 * carry line breaks, which WhatsApp refuses and an email would show as paragraphs of its own.
 */
const oneLine = (text: string) => text.replace(/[\s\u2028\u2029]+/gu, ' ').trim();

export async function renderMessage(db: Queryable, message: OutboxRow, publicUrl: string): Promise<Rendered> {
  const drawn = await contentOf(db, message, publicUrl);
  const content = { ...drawn, greeting: oneLine(drawn.greeting) };
  const headers: Record<string, string> = {};
  if (content.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${content.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject: content.subject,
    text: toText(content),
    html: toHtml(content),
    headers,
    whatsappParams: content.whatsappParams.map(oneLine),
    ...(content.whatsappCopyCode ? { whatsappCopyCode: content.whatsappCopyCode } : {}),
  };
}

type Drawn = Content & { whatsappParams: string[]; unsubscribeUrl?: string; whatsappCopyCode?: string };

async function contentOf(db: Queryable, message: OutboxRow, publicUrl: string): Promise<Drawn> {
  const payload = message.payload;
  const myOrders = { kind: 'link' as const, label: T.orderLink, url: `${publicUrl}${orderPath(message.bill_id ?? 0)}` };
  switch (message.kind) {
    case 'orderPaid': {
      const bill = await billOf(db, message);
      const pickup = bill.delivery === DELIVERY_LETTER.pickup;
      return {
        subject: T.orderPaid.subject(bill.bill_id),
        greeting: T.greeting(bill.name),
        parts: [
          { kind: 'text', text: C.success.folio(bill.bill_id) },
          ...(await orderParts(db, bill)),
          { kind: 'text', text: pickup ? T.orderPaid.pickup : T.orderPaid.delivery },
          ...(pickup ? [] : [{ kind: 'text' as const, text: bill.shipping_address }]),
          myOrders,
        ],
        whatsappParams: [bill.name, String(bill.bill_id), formatMoney(bill.total_cents), myOrders.url],
      };
    }
    case 'newOrderAlert': {
      const bill = await billOf(db, message);
      const total = formatMoney(bill.total_cents);
      const url = `${publicUrl}${adminOrderPath(bill.bill_id)}`;
      return {
        subject: T.newOrderAlert.subject(bill.bill_id, total),
        greeting: T.newOrderAlert.lead,
        parts: [
          { kind: 'text', text: `${T.newOrderAlert.customer}: ${bill.name} · ${bill.email} · ${bill.phone_number}` },
          {
            kind: 'text',
            text: bill.delivery === DELIVERY_LETTER.pickup ? T.newOrderAlert.pickup : bill.shipping_address,
          },
          ...(await orderParts(db, bill)),
          { kind: 'link', label: T.newOrderAlert.open, url },
        ],
        whatsappParams: [String(bill.bill_id), total, bill.name, url],
      };
    }
    case 'readyForPickup': {
      const bill = await billOf(db, message);
      return {
        subject: T.readyForPickup.subject(bill.bill_id),
        greeting: T.greeting(bill.name),
        parts: [
          { kind: 'text', text: T.readyForPickup.lead },
          { kind: 'text', text: `${T.readyForPickup.where}: ${storeAddress}` },
          { kind: 'text', text: storeHours },
          ...(await orderParts(db, bill)),
          myOrders,
        ],
        whatsappParams: [bill.name, String(bill.bill_id), storeAddress],
      };
    }
    case 'shipped': {
      const bill = await billOf(db, message);
      const tracking = String(payload.tracking ?? bill.shipping_tracking_number ?? '');
      const url = trackingUrl(tracking);
      return {
        subject: T.shipped.subject(bill.bill_id),
        greeting: T.greeting(bill.name),
        parts: [
          { kind: 'text', text: T.shipped.lead },
          { kind: 'text', text: `${A.orders.tracking}: ${tracking}` },
          { kind: 'link', label: A.orders.track, url },
          { kind: 'text', text: bill.shipping_address },
          ...(await orderParts(db, bill)),
          myOrders,
        ],
        whatsappParams: [bill.name, String(bill.bill_id), tracking, url],
      };
    }
    case 'delivered': {
      const bill = await billOf(db, message);
      return {
        subject: T.delivered.subject(bill.bill_id),
        greeting: T.greeting(bill.name),
        parts: [{ kind: 'text', text: T.delivered.lead }, myOrders],
        whatsappParams: [bill.name, String(bill.bill_id)],
      };
    }
    case 'cancelled': {
      const bill = await billOf(db, message);
      const money = refundText(payload.refund, bill.total_cents);
      return {
        subject: T.cancelled.subject(bill.bill_id),
        greeting: T.greeting(bill.name),
        parts: [{ kind: 'text', text: T.cancelled.lead }, { kind: 'text', text: money }, myOrders],
        whatsappParams: [bill.name, String(bill.bill_id), money],
      };
    }
    case 'passwordChanged': {
      const [user] = await db.query<{ name: string }>('SELECT name FROM ecommerce_user WHERE ecommerce_user_id = $1', [
        message.ecommerce_user_id,
      ]);
      if (!user) throw new UnrenderableMessage('the account of this message no longer exists');
      return {
        subject: T.passwordChanged.subject,
        greeting: T.greeting(user.name),
        parts: [
          { kind: 'text', text: T.passwordChanged.lead },
          { kind: 'text', text: T.passwordChanged.notYou },
          { kind: 'link', label: 'WhatsApp', url: STORE.whatsappHref },
        ],
        whatsappParams: [user.name],
      };
    }
    case 'backInStock': {
      const productId = Number(payload.productId);
      const size = typeof payload.size === 'string' ? payload.size : null;
      const stopUrl = String(payload.stopUrl ?? '');
      const [product] = await db.query<{ name: string; price_cents: number; image: string }>(
        'SELECT name, price_cents, image FROM product WHERE product_id = $1',
        [productId],
      );
      if (!product) throw new UnrenderableMessage(`product ${productId} not found for this message`);
      const name = SIZE.lineName(product.name, size);
      const url = `${publicUrl}${productPath(productId)}`;
      return {
        subject: T.backInStock.subject(name),
        greeting: T.backInStock.lead,
        parts: [
          { kind: 'text', text: `${name} · ${formatMoney(product.price_cents)}` },
          { kind: 'link', label: T.backInStock.see, url },
          { kind: 'text', text: `${T.backInStock.photo}: ${publicUrl}${productImageUrl(product.image)}` },
          { kind: 'text', text: `${T.backInStock.stop}: ${stopUrl}` },
        ],
        whatsappParams: [name, formatMoney(product.price_cents), url, stopUrl],
        unsubscribeUrl: stopUrl,
      };
    }
    case 'contactCode': {
      const code = typeof payload.code === 'string' ? payload.code : '';
      if (!code) throw new UnrenderableMessage('this code was already sent or withdrawn');
      return {
        subject: CODES.messageSubject(code),
        greeting: CODES.messageBody(code),
        parts: [],
        whatsappParams: [code],
        whatsappCopyCode: code,
      };
    }
    case 'backInStockConfirm': {
      // Asked for by someone who may not hold this contact: the piece and the link, nothing else of
      // theirs. No stop link: until confirmed nothing more is sent, and unconfirmed it lapses.
      const productId = Number(payload.productId);
      const size = typeof payload.size === 'string' ? payload.size : null;
      const confirmUrl = String(payload.confirmUrl ?? '');
      const [product] = await db.query<{ name: string }>('SELECT name FROM product WHERE product_id = $1', [productId]);
      if (!product) throw new UnrenderableMessage(`product ${productId} not found for this message`);
      const name = SIZE.lineName(product.name, size);
      return {
        subject: T.backInStockConfirm.subject(name),
        greeting: T.backInStockConfirm.lead,
        parts: [
          { kind: 'text', text: name },
          { kind: 'link', label: BACK_IN_STOCK_CONFIRM.title, url: confirmUrl },
          { kind: 'text', text: T.backInStockConfirm.notYou },
        ],
        whatsappParams: [name, confirmUrl],
      };
    }
    case 'returnRequested':
    case 'returnApproved':
    case 'returnRefused':
    case 'returnReceived':
    case 'returnRefunded': {
      const folio = String(payload.folio ?? payload.returnId ?? '');
      const reason = typeof payload.reason === 'string' && payload.reason ? payload.reason : null;
      const text = T.returns[message.kind];
      return {
        subject: T.returns.subject(folio),
        greeting: text,
        parts: [
          ...(reason ? [{ kind: 'text' as const, text: T.returns.reason(reason) }] : []),
          { kind: 'link', label: A.orders.heading, url: `${publicUrl}${PATH.orders}` },
        ],
        whatsappParams: [folio, reason ? `${text} ${T.returns.reason(reason)}` : text],
      };
    }
  }
}
