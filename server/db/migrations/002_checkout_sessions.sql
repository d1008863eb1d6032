-- A checkout session holds the priced order and the stock it reserved until the payment
-- provider completes it (a bill is written), the shopper cancels, or it expires (stock goes back).
CREATE TABLE checkout_session (
  session_id text PRIMARY KEY,
  ecommerce_user_id integer NOT NULL REFERENCES ecommerce_user (ecommerce_user_id),
  provider text NOT NULL,
  provider_session_id text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled', 'expired')),
  delivery text NOT NULL CHECK (delivery IN ('a', 'b', 'c')),
  shipping_address text NOT NULL,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  shipping_cost_cents integer NOT NULL,
  total_cents integer NOT NULL,
  -- the priced lines as they were reserved: [{product_id, name, image, quantity, unitCents, chargedCents, discountPercent}]
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  bill_id integer REFERENCES bill (bill_id),
  failed_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX checkout_session_open ON checkout_session (expires_at) WHERE status = 'open';
CREATE UNIQUE INDEX checkout_session_provider ON checkout_session (provider, provider_session_id);
CREATE UNIQUE INDEX bill_checkout_session ON checkout_session (bill_id) WHERE bill_id IS NOT NULL;
