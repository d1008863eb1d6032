/**
 * The store's search, in the database it already runs (migration 022). The shopper's list (the
 * header's dropdown and the results page) and the owner's product search both use it.
 *
 * A text is read as words, case, accents and punctuation folded away by `shop_fold`, the same
 * fold each product's document (`product.search_doc`: name, brand, department and group,
 * description) went through. Every word must match somewhere in a product's document, in any
 * order, through any of its forms: itself, its Spanish plural or singular and the other gender
 * ('collares' → 'collar', 'blanca' → 'blanco'), a word it begins ('vesti' → 'vestido'), and the
 * synonyms the owner keeps in `search_synonym`, read both ways. A word that no product has is
 * taken for a typo and replaced by the catalogue's nearest words (`search_word`); one with no
 * near word makes the search find nothing, so nonsense brings no noise.
 */

/**
 * How far a typo may be from the word it mends, in letters changed, added or removed: one in a
 * short word, two in a longer one; only the nearest count ('mezclila' is 'mezclilla', not
 * 'mezcla' too). The trigram index (pg_trgm's default similarity, 0.3) finds the candidates.
 */
const TYPO_EDITS_SQL = (word: string) => `CASE WHEN length(${word}) <= 4 THEN 1 ELSE 2 END`;

/** How alike (pg_trgm similarity) a catalogue word must be to a word no product has, to be offered instead. */
const SUGGESTION_SIMILARITY = 0.15;

/**
 * A word begins longer ones from three letters ('azul' finds 'azulado'); the last word, which the
 * shopper may still be typing in the header, from two ('chamarra de pi' finds 'piel').
 */
const PREFIX_MIN = 3;
const PREFIX_MIN_LAST = 2;

/** How many catalogue words one typo may stand for. */
const TYPO_CANDIDATES = 3;

/**
 * One row for a search text (its parameter `text`, already `searchKey`ed): `match`, the tsquery
 * a product's `search_doc` must match (null when a word has nothing near, or the text holds no
 * word but stop words and signs: the search then finds nothing), and `suggestion`, the text with
 * each word no product has replaced by the catalogue's nearest (looser than a typo's mending:
 * it is only offered, '¿Quisiste decir …?'); null when every word is the catalogue's own, or
 * one has nothing near.
 */
export const searchPlanSql = (text: string) => `
WITH words AS (
  SELECT t.w, t.ord FROM unnest(string_to_array(shop_fold(${text}), ' ')) WITH ORDINALITY AS t(w, ord) WHERE t.w <> ''),
numbers AS (
  SELECT DISTINCT w.ord, b FROM words w,
    unnest(ARRAY[w.w, regexp_replace(w.w, 'es$', ''), regexp_replace(w.w, 's$', '')]) AS b WHERE b <> ''),
forms AS (
  SELECT DISTINCT n.ord, f FROM numbers n,
    unnest(ARRAY[n.b, CASE WHEN n.b ~ 'a$' THEN regexp_replace(n.b, 'a$', 'o') WHEN n.b ~ 'o$' THEN regexp_replace(n.b, 'o$', 'a') END]) AS f
  WHERE f IS NOT NULL),
synonyms AS (
  SELECT DISTINCT fo.ord, shop_fold(s.other) AS f FROM forms fo
  JOIN (SELECT word, synonym AS other FROM search_synonym UNION ALL SELECT synonym, word FROM search_synonym) s
    ON shop_fold(s.word) = fo.f),
alternatives AS (
  SELECT ord, plainto_tsquery('shop_es', f) AS q FROM forms
  UNION ALL SELECT ord, plainto_tsquery('shop_es', f) FROM synonyms
  UNION ALL SELECT ord, to_tsquery('shop_es', w || ':*') FROM words
    WHERE length(w) >= ${PREFIX_MIN} OR (ord = (SELECT max(ord) FROM words) AND length(w) >= ${PREFIX_MIN_LAST})),
judged AS (
  SELECT w.ord, w.w, e.q, EXISTS (SELECT 1 FROM product p WHERE p.search_doc @@ e.q) AS known
  FROM words w JOIN (SELECT ord, shop_any(q) AS q FROM alternatives GROUP BY ord) e USING (ord)
  WHERE numnode(e.q) > 0),
mended AS (
  SELECT j.ord, j.w, j.known,
    CASE WHEN j.known THEN j.q ELSE (
      SELECT shop_any(plainto_tsquery('shop_es', c.word)) FROM (
        SELECT n.word FROM (
          SELECT sw.word, sw.products, similarity(sw.word, j.w) AS alike,
            rank() OVER (ORDER BY levenshtein(sw.word, j.w)) AS nearness
          FROM search_word sw
          WHERE sw.word % j.w AND levenshtein(sw.word, j.w) <= ${TYPO_EDITS_SQL('j.w')}) n
        WHERE n.nearness = 1 ORDER BY n.alike DESC, n.products DESC, n.word LIMIT ${TYPO_CANDIDATES}) c)
    END AS q,
    CASE WHEN NOT j.known THEN (
      SELECT sw.spelling FROM search_word sw
      WHERE similarity(sw.word, j.w) >= ${SUGGESTION_SIMILARITY} AND levenshtein(sw.word, j.w) <= greatest(2, length(j.w) / 3)
      ORDER BY levenshtein(sw.word, j.w), similarity(sw.word, j.w) DESC, sw.products DESC, sw.word LIMIT 1)
    END AS nearest
  FROM judged j)
SELECT
  CASE WHEN count(*) > 0 AND bool_and(q IS NOT NULL) THEN shop_all(q ORDER BY ord) END AS match,
  CASE WHEN bool_or(NOT known) AND bool_and(known OR nearest IS NOT NULL)
    THEN string_agg(CASE WHEN known THEN w ELSE nearest END, ' ' ORDER BY ord) END AS suggestion
FROM mended`;

/**
 * A search's parts for a query over products `p` that names the plan's row as `search`
 * (`WITH search AS (${searchPlanSql(...)})`): its condition, and its relevance, which weighs the
 * name most, then the brand, the department and group, and the description (ts_rank's weights
 * for D, C, B, A).
 */
export const SEARCH_WHERE_SQL = 'p.search_doc @@ (SELECT match FROM search)';
export const SEARCH_RELEVANCE_SQL = `ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_doc, (SELECT match FROM search))`;

/** The suggestion as the store shows it: lower case, as the catalogue writes the word. */
export const shownSuggestion = (suggestion: string | null) => suggestion?.toLocaleLowerCase('es-MX') ?? null;
