-- The Mexican delivery address: beside the SPEC's four fields (street, city, state, postal code),
-- the exterior and interior numbers, colonia, municipio or alcaldía, references and who receives
-- it. An account saved before keeps its four fields and is asked for the rest at checkout.
ALTER TABLE ecommerce_user
  ADD COLUMN shipping_exterior_number text,
  ADD COLUMN shipping_interior_number text,
  ADD COLUMN shipping_neighborhood text,
  ADD COLUMN shipping_municipality text,
  ADD COLUMN shipping_references text,
  ADD COLUMN shipping_receiver_name text,
  ADD COLUMN shipping_receiver_phone text;

-- The address a checkout ships to, field by field (its one line stays in shipping_address), and
-- the order's copy of it, which the owner's order screen shows. Null for pickup and for sessions
-- and orders from before.
ALTER TABLE checkout_session ADD COLUMN shipping_details jsonb;
ALTER TABLE bill ADD COLUMN shipping_details jsonb;
