-- Who may run the shop. Every account is a customer; `npm run shop:admin -- <phone>`
-- makes one the shop's owner or staff ('admin'), who may use /api/admin and the back office.
ALTER TABLE ecommerce_user ADD COLUMN role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin'));
