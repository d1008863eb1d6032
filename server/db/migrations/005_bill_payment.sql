-- Every bill says who took its money: the built-in test checkout (no real charge) or Stripe,
-- and that provider's payment id (Stripe: the PaymentIntent; test: an id of the test checkout's own).
ALTER TABLE bill ADD COLUMN payment_provider text;
ALTER TABLE bill ADD COLUMN payment_id text;
-- Bills written before: the provider of the session that paid them. Stripe's PaymentIntent was not
-- kept, so its Checkout Session id stands in (the Stripe dashboard finds the payment by it).
UPDATE bill b SET payment_provider = s.provider, payment_id = CASE WHEN s.provider = 'stripe' THEN s.provider_session_id END
  FROM checkout_session s WHERE s.bill_id = b.bill_id;
-- The rest (the seed's demo orders) were never charged: test mode, each with an id of its own.
UPDATE bill SET payment_provider = 'test' WHERE payment_provider IS NULL;
UPDATE bill SET payment_id = 'pay_test_' || replace(gen_random_uuid()::text, '-', '') WHERE payment_id IS NULL;
ALTER TABLE bill ALTER COLUMN payment_provider SET NOT NULL;
ALTER TABLE bill ALTER COLUMN payment_id SET NOT NULL;
ALTER TABLE bill ADD CONSTRAINT bill_payment_provider CHECK (payment_provider IN ('test', 'stripe'));
-- One payment pays one order.
CREATE UNIQUE INDEX bill_payment ON bill (payment_provider, payment_id);
