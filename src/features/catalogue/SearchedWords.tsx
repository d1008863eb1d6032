import { SEARCH_FOLDED_MAX, SEARCH_WORDS_MAX } from '../../../contract/search-query';
import { SEARCHED } from '../../../copy/search';
import * as css from './list.css';

/**
 * 'Buscamos: …' above a search's results when the store read only part of the text (the API's
 * `searched`): the words it searched, so that the shopper knows why the rest made no difference.
 */
export function SearchedWords({ searched }: { searched: string | null }) {
  if (searched === null) return null;
  return (
    <p className={css.count} role="status">
      <strong>{SEARCHED.words(searched)}</strong> {SEARCHED.why(SEARCH_WORDS_MAX, SEARCH_FOLDED_MAX)}
    </p>
  );
}
