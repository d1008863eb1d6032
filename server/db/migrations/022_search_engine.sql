-- The store's search engine, inside the database (server/modules/products/search.ts asks it):
-- PostgreSQL's full-text search for whole words and Spanish word forms, pg_trgm and levenshtein
-- for typos, over a weighted document of each product and a table of the catalogue's words.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- unaccent() is STABLE (its dictionary could be changed); naming the dictionary makes it safe to
-- index, which is what this wrapper promises.
CREATE FUNCTION shop_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Text as the search reads it: lower case, no accents, an apostrophe or a dot inside a word
-- dropped ("Levi's" is 'levis', 'J.Crew' is 'jcrew'), every other sign a space. Queries and
-- documents both pass through it, so punctuation never decides a match.
CREATE FUNCTION shop_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT trim(regexp_replace(regexp_replace(lower(shop_unaccent($1)), '([[:alnum:]])[''’`.]+(?=[[:alnum:]])', '\1', 'g'), '[^[:alnum:]]+', ' ', 'g')) $$;

-- The Spanish configuration: words as written, without accents, less the Spanish stop words ('de',
-- 'con'). Spanish word forms (plurals, gender) are the query's work (search.ts), not a stemmer's:
-- Snowball's Spanish stemmer gives 'vestido' the stem of 'vestir' and 'collar' another than
-- 'collares', which would bring noise and lose plurals. A word as written is also what a word
-- typed half-way ('vesti') is a prefix of.
CREATE TEXT SEARCH DICTIONARY shop_es_word (TEMPLATE = pg_catalog.simple, STOPWORDS = spanish);
CREATE TEXT SEARCH CONFIGURATION shop_es (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION shop_es ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart WITH unaccent, shop_es_word;

CREATE FUNCTION shop_tsv(text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT to_tsvector('shop_es', shop_fold($1)) $$;

-- A product's document: the name weighs most (A), then the brand (B: also split at its signs and
-- joined, so 'j crew' and 'jcrew' both find 'J.Crew'), its department and group (C), and its
-- description (D).
CREATE FUNCTION shop_search_doc(name text, brand text, description text, department text, department_group text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT setweight(shop_tsv(coalesce(name, '')), 'A') || setweight(shop_tsv(concat_ws(' ', brand, regexp_replace(brand, '[^[:alnum:]]+', ' ', 'g'), regexp_replace(shop_unaccent(brand), '[^[:alnum:]]+', '', 'g'))), 'B') || setweight(shop_tsv(concat_ws(' ', department, department_group)), 'C') || setweight(shop_tsv(coalesce(description, '')), 'D') $$;

-- The words of a text as written (lower case, accents kept, signs inside a word dropped), of three
-- letters or more and not a stop word: what '¿Quisiste decir …?' may offer and typos are mended to.
-- One parse of the whole text by a configuration like shop_es without unaccent.
CREATE TEXT SEARCH CONFIGURATION shop_es_spelling (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION shop_es_spelling ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart WITH shop_es_word;
CREATE FUNCTION shop_spellings(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}') FROM unnest(to_tsvector('shop_es_spelling', regexp_replace(lower($1), '([[:alnum:]áéíóúüñÁÉÍÓÚÜÑ])[''’`.]+(?=[[:alnum:]])', '\1', 'g'))) AS t WHERE length(t.lexeme) >= 3 AND t.lexeme !~ '^[0-9]+$' $$;

ALTER TABLE product ADD COLUMN search_doc tsvector NOT NULL DEFAULT ''::tsvector;
-- The words a product adds to search_word; none while it is hidden, so that the store never
-- suggests a word only a hidden product has.
ALTER TABLE product ADD COLUMN search_words text[] NOT NULL DEFAULT '{}';

CREATE FUNCTION product_search_fields() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE d record; BEGIN SELECT name, group_name INTO d FROM department WHERE department_id = NEW.department_id; NEW.search_doc := shop_search_doc(NEW.name, NEW.brand, NEW.description, d.name, d.group_name); NEW.search_words := CASE WHEN NEW.hidden THEN '{}'::text[] ELSE shop_spellings(concat_ws(' ', NEW.name, NEW.brand, NEW.description, d.name, d.group_name)) END; RETURN NEW; END $$;
-- Stock and price moves leave the document alone; search_text is in the list so that touching it
-- rewrites a product's document (a department's rename, below).
CREATE TRIGGER product_search_fields BEFORE INSERT OR UPDATE OF name, brand, description, department_id, hidden, search_text ON product FOR EACH ROW EXECUTE FUNCTION product_search_fields();

UPDATE product SET search_text = search_text;
CREATE INDEX product_search_doc ON product USING gin (search_doc);
-- The trigram index on search_text served the old LIKE search; nothing reads it any more.
DROP INDEX product_search_trgm;

-- The catalogue's words, each with how many products in the store use it: typos are mended to
-- them and '¿Quisiste decir …?' offers them. `word` is the key (shop_fold), `spelling` as written.
CREATE TABLE search_word (
  word text PRIMARY KEY,
  spelling text NOT NULL,
  products integer NOT NULL
);
CREATE INDEX search_word_trgm ON search_word USING gin (word gin_trgm_ops);
INSERT INTO search_word (word, spelling, products) SELECT k, max(s), count(DISTINCT product_id) FROM (SELECT p.product_id, lower(s) AS s, lower(shop_unaccent(s)) AS k FROM product p, unnest(p.search_words) s) x GROUP BY k;

-- Kept by the products' triggers: a statement's inserted or deleted rows at once (the seed inserts
-- thousands per statement), an edited product by its own row when its words changed.
CREATE FUNCTION count_search_words(spellings text[], delta integer) RETURNS void LANGUAGE sql AS $$ INSERT INTO search_word AS w (word, spelling, products) SELECT lower(shop_unaccent(s)), max(lower(s)), delta FROM unnest(spellings) s GROUP BY 1 ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products; DELETE FROM search_word WHERE products <= 0 $$;
CREATE FUNCTION search_words_edited() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM count_search_words(OLD.search_words, -1); PERFORM count_search_words(NEW.search_words, 1); RETURN NULL; END $$;
CREATE TRIGGER search_words_edited AFTER UPDATE OF name, brand, description, department_id, hidden, search_text ON product FOR EACH ROW WHEN (OLD.search_words IS DISTINCT FROM NEW.search_words) EXECUTE FUNCTION search_words_edited();
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO search_word AS w (word, spelling, products) SELECT k, max(s), count(DISTINCT product_id) FROM (SELECT a.product_id, lower(s) AS s, lower(shop_unaccent(s)) AS k FROM added a, unnest(a.search_words) s) x GROUP BY k ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products; RETURN NULL; END $$;
CREATE TRIGGER search_words_added AFTER INSERT ON product REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();
CREATE FUNCTION search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE search_word w SET products = w.products - x.n FROM (SELECT lower(shop_unaccent(s)) AS k, count(DISTINCT r.product_id)::int AS n FROM removed r, unnest(r.search_words) s GROUP BY 1) x WHERE w.word = x.k; DELETE FROM search_word WHERE products <= 0; RETURN NULL; END $$;
CREATE TRIGGER search_words_removed AFTER DELETE ON product REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_words_removed();

-- A department's name and group are part of its products' documents and words.
CREATE FUNCTION department_search_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE product SET search_text = search_text WHERE department_id = NEW.department_id; RETURN NULL; END $$;
CREATE TRIGGER department_search_moved AFTER UPDATE OF name, group_name ON department FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.group_name IS DISTINCT FROM NEW.group_name) EXECUTE FUNCTION department_search_moved();

-- A query is built from its words' alternatives: any of a word's forms, every word.
CREATE AGGREGATE shop_any(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
CREATE AGGREGATE shop_all(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);

-- A search text's words (after shop_fold, stop words left out), each with its tsquery: its forms
-- when some product has one of them, else the catalogue's nearest words (none: q is null).
-- A word's forms: itself, its Spanish singular and plural and other gender ('collares' →
-- 'collar', 'blanca' → 'blanco'), the owner's synonyms of any of them (search_synonym, both ways),
-- and the words it begins: from three letters, or two for the last word, which the shopper may
-- still be typing. A typo is mended to the catalogue's words (search_word) found by the trigram
-- index and at most one letter off (two in a word of five letters or more), the nearest only,
-- at most three. PL/pgSQL keeps the statement's plan for the session (a generic one: planning it
-- anew for each text would cost more than running it). A synonym is stored as searchKey reads it,
-- so a single folded word meets it as it is.
CREATE FUNCTION shop_search_words(text) RETURNS TABLE (ord bigint, w text, known boolean, q tsquery) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$ #variable_conflict use_column
BEGIN RETURN QUERY
WITH words AS (
  SELECT t.w, t.ord FROM unnest(string_to_array(shop_fold($1), ' ')) WITH ORDINALITY AS t(w, ord) WHERE t.w <> ''),
numbers AS (
  SELECT DISTINCT wd.ord, b FROM words wd, unnest(ARRAY[wd.w, regexp_replace(wd.w, 'es$', ''), regexp_replace(wd.w, 's$', '')]) AS b WHERE b <> ''),
forms AS (
  SELECT DISTINCT n.ord, f FROM numbers n,
    unnest(ARRAY[n.b, CASE WHEN n.b ~ 'a$' THEN regexp_replace(n.b, 'a$', 'o') WHEN n.b ~ 'o$' THEN regexp_replace(n.b, 'o$', 'a') END]) AS f
  WHERE f IS NOT NULL),
synonyms AS (
  SELECT DISTINCT fo.ord, shop_fold(s.other) AS f FROM forms fo
  JOIN (SELECT word, synonym AS other FROM search_synonym UNION ALL SELECT synonym, word FROM search_synonym) s ON s.word = fo.f),
alternatives AS (
  SELECT fo.ord, plainto_tsquery('shop_es', fo.f) AS q FROM forms fo
  UNION ALL SELECT sy.ord, plainto_tsquery('shop_es', sy.f) FROM synonyms sy
  UNION ALL SELECT wd.ord, to_tsquery('shop_es', wd.w || ':*') FROM words wd
    WHERE length(wd.w) >= 3 OR (wd.ord = (SELECT max(x.ord) FROM words x) AND length(wd.w) >= 2)),
judged AS MATERIALIZED (
  SELECT wd.ord, wd.w, e.q, EXISTS (SELECT 1 FROM product p WHERE p.search_doc @@ e.q) AS known
  FROM words wd JOIN (SELECT a.ord, shop_any(a.q) AS q FROM alternatives a GROUP BY a.ord) e ON e.ord = wd.ord
  WHERE numnode(e.q) > 0)
SELECT j.ord, j.w, j.known, CASE WHEN j.known THEN j.q ELSE (
  SELECT shop_any(plainto_tsquery('shop_es', c.word)) FROM (
    SELECT n.word FROM (
      SELECT sw.word, sw.products, similarity(sw.word, j.w) AS alike, rank() OVER (ORDER BY levenshtein(sw.word, j.w)) AS nearness
      FROM search_word sw
      WHERE sw.word % j.w AND levenshtein(sw.word, j.w) <= CASE WHEN length(j.w) <= 4 THEN 1 ELSE 2 END) n
    WHERE n.nearness = 1 ORDER BY n.alike DESC, n.products DESC, n.word LIMIT 3) c) END
FROM judged j ORDER BY j.ord; END $$;

-- The tsquery a product's search_doc must match: every word; null when a word has nothing near,
-- or the text holds nothing but stop words and signs (the search then finds nothing).
CREATE FUNCTION shop_search_match(text) RETURNS tsquery LANGUAGE sql STABLE AS $$ SELECT CASE WHEN count(*) > 0 AND bool_and(s.q IS NOT NULL) THEN shop_all(s.q ORDER BY s.ord) END FROM shop_search_words($1) s $$;

-- '¿Quisiste decir …?': the text with each word no product has replaced by the catalogue's
-- nearest word (looser than a typo's mending, since it is only offered); null when every word is
-- the catalogue's own (they just never meet in one product), or one has nothing near enough.
CREATE FUNCTION shop_search_suggestion(text) RETURNS text LANGUAGE sql STABLE AS $$ WITH judged AS MATERIALIZED (SELECT s.ord, s.w, s.known, CASE WHEN NOT s.known THEN (SELECT sw.spelling FROM search_word sw WHERE similarity(sw.word, s.w) >= 0.15 AND levenshtein(sw.word, s.w) <= greatest(2, length(s.w) / 3) ORDER BY levenshtein(sw.word, s.w), similarity(sw.word, s.w) DESC, sw.products DESC, sw.word LIMIT 1) END AS nearest FROM shop_search_words($1) s) SELECT CASE WHEN bool_or(NOT known) AND bool_and(known OR nearest IS NOT NULL) THEN string_agg(CASE WHEN known THEN w ELSE nearest END, ' ' ORDER BY ord) END FROM judged $$;
