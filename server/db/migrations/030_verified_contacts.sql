-- Contacts the store has verified. The store writes to a customer's phone or email only once its
-- holder has typed back a one-time code sent there (issue 40: an unverified sign-up made the store
-- send a stranger's words to a victim, unlimited). `address` is as sent to (E.164, or the email as
-- typed, lower case); `canonical` is how two spellings of one inbox compare (contract/contacts.ts).
CREATE TABLE verified_contact (
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  canonical text NOT NULL CHECK (length(canonical) BETWEEN 3 AND 320),
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel, canonical)
);

-- One-time codes: 6 digits, 10 minutes, 5 tries, single use; only a salted hash is kept.
CREATE TABLE contact_code (
  code_id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'login', 'reset')),
  -- The phone the code is asked for (the account's key, E.164), and where it went.
  phone text NOT NULL CHECK (length(phone) BETWEEN 3 AND 32),
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 320),
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX contact_code_open ON contact_code (phone, purpose, created_at DESC) WHERE used_at IS NULL;

-- Contacts that asked the store to stop ('Avísame''s stop): nothing but a code goes to them, until
-- their holder confirms again.
CREATE TABLE contact_suppression (
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  canonical text NOT NULL CHECK (length(canonical) BETWEEN 3 AND 320),
  suppressed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel, canonical)
);

-- The code's own message, and 'withheld': a message the store wrote but will not send (an
-- unverified or suppressed contact, or past a notice's hourly cap), kept so the owner sees why.
ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check;
ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check CHECK (kind IN ('orderPaid', 'newOrderAlert',
  'readyForPickup', 'shipped', 'delivered', 'cancelled', 'passwordChanged', 'backInStock', 'returnRequested',
  'returnApproved', 'returnRefused', 'returnReceived', 'returnRefunded', 'contactCode', 'backInStockConfirm'));
ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check;
ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'withheld'));
CREATE INDEX outbox_message_by_recipient ON outbox_message (recipient, kind, created_at DESC);
