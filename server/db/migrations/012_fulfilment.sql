-- The back office fulfils orders with the statechart of machines/fulfilment/.
-- An order keeps its delivery choice (a home, b store pickup, c another address): a pickup is made
-- ready to collect instead of shipped. Orders from before this column take their checkout's choice,
-- else home delivery (the seeded demo orders).
ALTER TABLE bill ADD COLUMN delivery text NOT NULL DEFAULT 'a' CHECK (delivery IN ('a', 'b', 'c'));
UPDATE bill b SET delivery = s.delivery FROM checkout_session s WHERE s.bill_id = b.bill_id;

-- A cancelled order owes its money back: 'due' until the refund is issued ('refunded', with the
-- provider's refund id). The test checkout took no money, so its refunds are recorded as issued.
ALTER TABLE bill ADD COLUMN refund_status text CHECK (refund_status IN ('due', 'refunded'));
ALTER TABLE bill ADD COLUMN refund_id text;
