-- A session token carries its customer's token version and is refused once the version moves on:
-- a password change and 'Cerrar sesión' bump it, ending every session the customer had open.
ALTER TABLE ecommerce_user ADD COLUMN token_version integer NOT NULL DEFAULT 0;
