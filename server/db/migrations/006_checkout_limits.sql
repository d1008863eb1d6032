-- One account must not be able to take the store off sale.
-- The most units of a product one order may take; the quantity picker stops there too.
ALTER TABLE product ADD COLUMN max_per_order integer NOT NULL DEFAULT 10 CHECK (max_per_order > 0);

-- A session whose delayed payment (an OXXO voucher) was issued may still be paid for days: a new
-- checkout must not replace it, nor the shopper release it. Sessions held before this column
-- existed are recognised by their hold, which reaches past the 30-minute checkout.
ALTER TABLE checkout_session ADD COLUMN awaiting_payment boolean NOT NULL DEFAULT false;
UPDATE checkout_session SET awaiting_payment = true WHERE status = 'open' AND expires_at > created_at + interval '1 hour';

-- One open checkout session per customer, besides those awaiting a voucher. Sessions opened before
-- this rule keep only each customer's newest: the older ones are cancelled and their units go back.
WITH superseded AS (
  UPDATE checkout_session s SET status = 'cancelled'
  WHERE s.status = 'open' AND NOT s.awaiting_payment AND EXISTS (
    SELECT 1 FROM checkout_session n
    WHERE n.ecommerce_user_id = s.ecommerce_user_id AND n.status = 'open' AND NOT n.awaiting_payment
      AND (n.created_at, n.session_id) > (s.created_at, s.session_id))
  RETURNING s.lines
), returned AS (
  SELECT (l ->> 'product_id')::int AS product_id, sum((l ->> 'quantity')::int)::int AS quantity
  FROM superseded, jsonb_array_elements(superseded.lines) AS l GROUP BY 1
)
UPDATE product p SET stock = p.stock + r.quantity FROM returned r WHERE p.product_id = r.product_id;
CREATE UNIQUE INDEX checkout_session_one_open ON checkout_session (ecommerce_user_id) WHERE status = 'open' AND NOT awaiting_payment;
