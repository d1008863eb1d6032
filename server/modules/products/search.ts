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
 * The search's rules live in the database, beside the data they read (migration 022):
 * `shop_search_words` reads a text into its words and each word's tsquery, `shop_search_match`
 * joins them into the one a product must match, and `shop_search_suggestion` is what
 * '¿Quisiste decir …?' offers when nothing matched. Being PL/pgSQL, the heavy statement is
 * planned once per connection rather than at every search.
 *
 * The plan's row for a search text (its parameter `text`, already `searchKey`ed), to name
 * `search` in a WITH: its `match` is computed once for the whole statement.
 */
export const searchPlanSql = (text: string) => `SELECT shop_search_match(${text}) AS match`;

/** The suggestion for a search text (the same parameter): worked out only where it is asked for. */
export const searchSuggestionSql = (text: string) => `shop_search_suggestion(${text})`;

/**
 * A search's parts for a query over products `p` that names the plan's row as `search`
 * (`WITH search AS MATERIALIZED (${searchPlanSql(...)})`): its condition, and its relevance, which weighs the
 * name most, then the brand, the department and group, and the description (ts_rank's weights
 * for D, C, B, A).
 */
export const SEARCH_WHERE_SQL = 'p.search_doc @@ (SELECT match FROM search)';
export const SEARCH_RELEVANCE_SQL = `ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_doc, (SELECT match FROM search))`;

/** The suggestion as the store shows it: lower case, as the catalogue writes the word. */
export const shownSuggestion = (suggestion: string | null) => suggestion?.toLocaleLowerCase('es-MX') ?? null;
