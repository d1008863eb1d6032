-- Typo mending (migration 022) only where it can help (issue 41): a crafted search of many short
-- nonsense words made the engine look each one up in the catalogue's words by trigram and
-- levenshtein, and '¿Quisiste decir …?' compare each with every word of the catalogue. A text's
-- words are mended, and a suggestion offered, only when at most 2 of them are words no product
-- has, and each such word has 3 letters or more and no digit (a size, a model or a folio is not
-- a typo). Otherwise a word no product has makes the search find nothing, as a word with nothing
-- near always did. A word the catalogue already has is known and never mended (022's `known`).
CREATE FUNCTION shop_mendable(unknown text[]) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT cardinality($1) <= 2 AND NOT EXISTS (SELECT 1 FROM unnest($1) AS u(w) WHERE length(u.w) < 3 OR u.w ~ '[0-9]') $$;

CREATE OR REPLACE FUNCTION shop_search_words(text) RETURNS TABLE (ord bigint, w text, known boolean, q tsquery) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$ #variable_conflict use_column
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
  WHERE numnode(e.q) > 0),
mending AS MATERIALIZED (
  SELECT shop_mendable(coalesce(array_agg(j.w) FILTER (WHERE NOT j.known), '{}')) AS ok FROM judged j)
SELECT j.ord, j.w, j.known, CASE WHEN j.known THEN j.q WHEN (SELECT m.ok FROM mending m) THEN (
  SELECT shop_any(plainto_tsquery('shop_es', c.word)) FROM (
    SELECT n.word FROM (
      SELECT sw.word, sw.products, similarity(sw.word, j.w) AS alike, rank() OVER (ORDER BY levenshtein(sw.word, j.w)) AS nearness
      FROM search_word sw
      WHERE sw.word % j.w AND levenshtein(sw.word, j.w) <= CASE WHEN length(j.w) <= 4 THEN 1 ELSE 2 END) n
    WHERE n.nearness = 1 ORDER BY n.alike DESC, n.products DESC, n.word LIMIT 3) c) END
FROM judged j ORDER BY j.ord; END $$;

CREATE OR REPLACE FUNCTION shop_search_suggestion(text) RETURNS text LANGUAGE sql STABLE AS $$ WITH words AS MATERIALIZED (SELECT s.ord, s.w, s.known FROM shop_search_words($1) s), judged AS MATERIALIZED (SELECT s.ord, s.w, s.known, CASE WHEN NOT s.known THEN (SELECT sw.spelling FROM search_word sw WHERE similarity(sw.word, s.w) >= 0.15 AND levenshtein(sw.word, s.w) <= greatest(2, length(s.w) / 3) ORDER BY levenshtein(sw.word, s.w), similarity(sw.word, s.w) DESC, sw.products DESC, sw.word LIMIT 1) END AS nearest FROM words s WHERE shop_mendable(ARRAY(SELECT x.w FROM words x WHERE NOT x.known))) SELECT CASE WHEN bool_or(NOT known) AND bool_and(known OR nearest IS NOT NULL) THEN string_agg(CASE WHEN known THEN w ELSE nearest END, ' ' ORDER BY ord) END FROM judged $$;
