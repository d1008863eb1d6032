-- 'Comprar sin cuenta': a shopper who proves their phone by a code buys as a guest. A guest is an
-- account without a password (password_hash '', which no password matches), so every rule of a
-- signed-in checkout holds for them (prices and stock from the database, the per-account limits,
-- the held-money cap), they come back by a code, and a later sign-up with the same verified phone
-- turns the same row into a full account, orders and all. A guest may give no email: '' then,
-- which the unique index leaves out.
ALTER TABLE ecommerce_user ADD COLUMN guest boolean NOT NULL DEFAULT false;
DROP INDEX ecommerce_user_email;
CREATE UNIQUE INDEX ecommerce_user_email ON ecommerce_user (lower(email)) WHERE email <> '';

ALTER TABLE contact_code DROP CONSTRAINT contact_code_purpose_check;
ALTER TABLE contact_code ADD CONSTRAINT contact_code_purpose_check CHECK (purpose IN ('signup', 'login', 'reset', 'guest'));
