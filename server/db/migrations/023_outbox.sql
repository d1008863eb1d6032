-- The outbox: every message the store sends (or, with no channel configured, would send) is a row
-- written in the same transaction as the event it tells of, so an event is never committed without
-- its messages, nor a message without its event. A worker (server/messages/) sends what is due.
-- One row per event, channel and recipient: writing it twice is a no-op, and its event_key is the
-- idempotency key a channel is given, so a retry never becomes a second message.
CREATE TABLE outbox_message (
  message_id serial PRIMARY KEY,
  -- What happened, once: 'bill:42:paid', 'bill:42:shipped', 'user:7:password:3' (contract/messages.ts).
  event_key text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('orderPaid', 'newOrderAlert', 'readyForPickup', 'shipped', 'delivered', 'cancelled', 'passwordChanged', 'backInStock', 'returnRequested', 'returnApproved', 'returnRefused', 'returnReceived', 'returnRefunded')),
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  audience text NOT NULL CHECK (audience IN ('customer', 'shop')),
  -- An email address or an E.164 phone number.
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 320),
  ecommerce_user_id integer REFERENCES ecommerce_user (ecommerce_user_id),
  bill_id integer REFERENCES bill (bill_id),
  -- What the template needs beyond the bill and the user, which it reads afresh (the bill is the one
  -- source of an order's lines and totals): a tracking number, a product, a reason.
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- pending: due at next_attempt_at; sending: claimed by a worker until locked_until; sent;
  -- failed: its last retry failed (the owner may send it again); skipped: its channel is not
  -- configured, so it is only shown in the back office.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  -- The channel's own id for what it accepted (SMTP Message-ID, WhatsApp message id).
  provider_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (event_key, channel, recipient)
);
CREATE INDEX outbox_message_due ON outbox_message (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_message_by_bill ON outbox_message (bill_id, created_at) WHERE bill_id IS NOT NULL;
CREATE INDEX outbox_message_by_status ON outbox_message (status, created_at DESC);

-- Each try at sending a message, and how it went.
CREATE TABLE outbox_attempt (
  message_id integer NOT NULL REFERENCES outbox_message (message_id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  tried_at timestamptz NOT NULL DEFAULT now(),
  outcome text NOT NULL CHECK (outcome IN ('sent', 'failed')),
  error text,
  PRIMARY KEY (message_id, attempt)
);
