-- 'Avísame cuando llegue': a shopper's request to hear, once, that a sold-out product (or one of
-- its sizes) is back. Back-in-stock messages are an optional purpose under Mexican data-protection
-- law, so a request exists only with its own opt-in, recorded with its date (consented_at).
CREATE TABLE back_in_stock_request (
  request_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product (product_id) ON DELETE CASCADE,
  -- The size asked for; null: the product (sold whole, or any of its sizes).
  size text CHECK (length(size) BETWEEN 1 AND 40),
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  -- An email address (lower case) or an E.164 phone number: one spelling per person, so a second
  -- request of the same person is the same request.
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 320),
  -- The customer who asked while signed in; null for a visitor.
  ecommerce_user_id integer REFERENCES ecommerce_user (ecommerce_user_id) ON DELETE SET NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A request lapses unsent 60 days after it was made.
  expires_at timestamptz NOT NULL DEFAULT now() + interval '60 days',
  -- When stock came back and its message was written (the request then ends).
  fulfilled_at timestamptz,
  -- When the shopper stopped it (the one-tap link of a message stops every open request of theirs).
  stopped_at timestamptz,
  -- SHA-256 of the stop link's random token, made when the message carrying the link is written:
  -- the token itself is only in that message, so the table holds nothing that stops a request.
  stop_token_hash bytea UNIQUE CHECK (octet_length(stop_token_hash) = 32),
  CHECK (expires_at > created_at)
);
-- One open request per product, size and recipient: asking again is the same request.
CREATE UNIQUE INDEX back_in_stock_request_open
  ON back_in_stock_request (product_id, (coalesce(size, '')), recipient)
  WHERE fulfilled_at IS NULL AND stopped_at IS NULL;
-- A recipient's open requests, which a stop link ends together.
CREATE INDEX back_in_stock_request_by_recipient ON back_in_stock_request (recipient)
  WHERE fulfilled_at IS NULL AND stopped_at IS NULL;
