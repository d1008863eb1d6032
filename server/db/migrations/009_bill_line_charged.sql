-- Each order line keeps what was charged for it, in centavos. The order page and the
-- success page show these amounts, so a bill's lines add up to its total; the wire's discount
-- percent of an order line is derived from price × quantity and this amount, for display only.
-- (The percent was stored rounded to two decimals, and turning it back lost centavos.)
ALTER TABLE bill_line ADD COLUMN charged_cents integer;

-- Orders paid through a checkout session: the amount the session priced and charged for the line
-- (a product appears once in an order).
UPDATE bill_line l SET charged_cents = (priced ->> 'chargedCents')::integer
  FROM checkout_session s, jsonb_array_elements(s.lines) AS priced
  WHERE s.bill_id = l.bill_id AND (priced ->> 'product_id')::integer = l.product_id;

-- The rest (the seed's demo orders, priced in whole pesos): from the stored percent.
UPDATE bill_line SET charged_cents = round(price_cents * quantity * (1 - discount_percent / 100)) WHERE charged_cents IS NULL;

ALTER TABLE bill_line ALTER COLUMN charged_cents SET NOT NULL;
ALTER TABLE bill_line ADD CONSTRAINT bill_line_charged CHECK (charged_cents >= 0);
ALTER TABLE bill_line DROP COLUMN discount_percent;
