-- Words a shopper types for the same thing ('pendientes' for 'aretes'). A row is one pair, read
-- both ways: a search for either word also finds what the other finds. Both are stored as the
-- search reads them (lower case, without accents: contract/text.ts searchKey), so a pair is one
-- row whatever capitals or accents the owner typed. The owner adds and removes pairs in the back
-- office; the seven below are the es-MX ones the store starts with.
CREATE TABLE search_synonym (
  synonym_id serial PRIMARY KEY,
  word text NOT NULL CHECK (length(word) BETWEEN 1 AND 40),
  synonym text NOT NULL CHECK (length(synonym) BETWEEN 1 AND 40),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (word <> synonym)
);
-- One pair once, in either order.
CREATE UNIQUE INDEX search_synonym_pair ON search_synonym (least(word, synonym), greatest(word, synonym));

INSERT INTO search_synonym (word, synonym) VALUES
  ('aretes', 'pendientes'),
  ('chamarra', 'chaqueta'),
  ('mezclilla', 'jeans'),
  ('pulsera', 'brazalete'),
  ('sueter', 'sweater'),
  ('anillo', 'sortija'),
  ('collar', 'gargantilla');

-- What a search finds is part of a cached list or search page, so a changed pair moves the
-- catalogue version (migration 003) like a changed product.
CREATE TRIGGER search_synonym_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonym FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
