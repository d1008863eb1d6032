-- A counter that moves whenever the catalogue changes (a price, the stock, sales, a new product).
-- API processes cache product answers per version: a cached answer is served only while the
-- version it was computed at is still the current one, whichever process made the change.
CREATE TABLE catalogue_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalogue_state (id, version) VALUES (1, 0);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_state SET version = version + 1 WHERE id = 1; RETURN NULL; END $$;

CREATE TRIGGER product_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
