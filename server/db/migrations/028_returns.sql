-- Returns of a delivered order's units (machines/returns/). The window counts from the day the
-- owner marked the order delivered ('entregado'), which the bill now records. Orders delivered
-- before this column take the moment of their 'delivered' line in the history; a delivered order
-- with no such line (the seeded demo orders, delivered by the seed) takes the day it was bought:
-- the earliest it can have been delivered, so its window is never longer than the real one.
ALTER TABLE bill ADD COLUMN delivered_at timestamptz;
UPDATE bill b SET delivered_at = coalesce(
  (SELECT max(l.created_at) FROM change_log l WHERE l.subject = 'bill' AND l.subject_id = b.bill_id AND l.action = 'delivered'),
  b.created_at
) WHERE b.shipping_status = 'entregado';

-- A return: which order, why (the customer's reason and note), where it stands (the statechart's
-- state), the owner's refusal, how the units came back, and the refund (what was charged for its
-- units; Stripe's refund id when Stripe took the money). Named order_return: RETURN is a keyword.
CREATE TABLE order_return (
  return_id serial PRIMARY KEY,
  bill_id integer NOT NULL REFERENCES bill (bill_id),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'refused', 'received', 'refunded')),
  reason text NOT NULL CHECK (reason IN ('size', 'notAsDescribed', 'damaged', 'wrongItem', 'changedMind', 'other')),
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  refusal text CHECK (char_length(refusal) <= 300),
  received_how text CHECK (received_how IN ('inStore', 'byMail')),
  refund_cents integer NOT NULL CHECK (refund_cents >= 0),
  refund_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_return_by_bill ON order_return (bill_id, return_id);

-- A return's units of one bill line, and what was charged for them (the refund's part).
CREATE TABLE return_line (
  return_line_id serial PRIMARY KEY,
  return_id integer NOT NULL REFERENCES order_return (return_id),
  bill_line_id integer NOT NULL REFERENCES bill_line (bill_line_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  refund_cents integer NOT NULL CHECK (refund_cents >= 0)
);
CREATE INDEX return_line_by_return ON return_line (return_id);
CREATE INDEX return_line_by_bill_line ON return_line (bill_line_id);
