-- A return gives back what the customer paid for what they give back (machines/returns/refund.ts):
-- the bill's charge for its pieces, less what the pieces kept would cost under the promotion of
-- that sale, less what earlier returns give back. The return keeps the computation the owner
-- reads before approving; null on returns asked for before this migration (refunded by line).
ALTER TABLE order_return ADD COLUMN charged_cents integer CHECK (charged_cents >= 0);
ALTER TABLE order_return ADD COLUMN kept_units integer CHECK (kept_units >= 0);
ALTER TABLE order_return ADD COLUMN kept_cents integer CHECK (kept_cents >= 0);
ALTER TABLE order_return ADD COLUMN earlier_cents integer CHECK (earlier_cents >= 0);

-- A return's refund at the payment provider, a durable step of its own: written 'requested' (with
-- its amount) in the transaction that decides it, asked of the provider after the commit with the
-- idempotency key, then 'sent' (the provider took it, pending) or 'confirmed' (succeeded), or
-- 'failed' with the provider's reason. A 'requested' or retryable 'failed' refund is sent again
-- with the same key (the owner's 'Reintentar', or the store's start): the provider gives back the
-- first refund, never a second.
CREATE TABLE return_refund (
  return_id integer PRIMARY KEY REFERENCES order_return (return_id),
  idempotency_key text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'sent', 'confirmed', 'failed')),
  provider_refund_id text,
  failure text CHECK (char_length(failure) <= 500),
  retryable boolean NOT NULL DEFAULT true,
  attempts integer NOT NULL DEFAULT 0,
  requested_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_refund_pending ON return_refund (status) WHERE status IN ('requested', 'failed');
