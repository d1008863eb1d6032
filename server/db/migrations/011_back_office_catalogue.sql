-- The back office edits the catalogue while the store sells from it.

-- A product row's version moves on with every change to it: an admin's save, a checkout's
-- reservation, a sale. An edit carries the version it started from and is refused (409) when the
-- row moved on meanwhile, so no change is ever lost under another.
ALTER TABLE product ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE FUNCTION version_product() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$;
CREATE TRIGGER product_versioned BEFORE UPDATE ON product FOR EACH ROW EXECUTE FUNCTION version_product();

-- A hidden product is out of the store (lists, pages, search, carts, checkouts) and kept for the
-- orders that name it: nothing an order refers to is ever deleted.
ALTER TABLE product ADD COLUMN hidden boolean NOT NULL DEFAULT false;

-- kind, colour and variant are the recipe of a drawn demo photo; a product whose photo was
-- uploaded has none (server/images/ensure.ts draws only products with a kind).
ALTER TABLE product ALTER COLUMN kind DROP NOT NULL;
ALTER TABLE product ALTER COLUMN color_name DROP NOT NULL;
ALTER TABLE product ALTER COLUMN color_hex DROP NOT NULL;

-- Every change the back office or a shop command makes: what it changed, who, when, and the
-- fields it changed as they were before and after. Never updated, never deleted.
CREATE TABLE change_log (
  change_id serial PRIMARY KEY,
  subject text NOT NULL CHECK (subject IN ('product', 'bill', 'department', 'settings')),
  subject_id integer NOT NULL,
  -- the admin who made it; NULL for a shop command run on the server (npm run shop:ship)
  ecommerce_user_id integer REFERENCES ecommerce_user (ecommerce_user_id),
  action text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_log_by_subject ON change_log (subject, subject_id, change_id DESC);
