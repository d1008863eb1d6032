import { SEARCH_TEXT_MAX } from '../../../contract/catalogue';
import { formatMoney } from '../../../contract/money';
import { productPath, searchPath } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import type { SearchEvent } from '../../../machines/search/search-machine';
import type { Product } from '../../api/products';
import { useActorValue, withActors } from '../../runtime/machine-host';
import { type ComboboxOption, SearchCombobox } from '../../ui/SearchCombobox';

const NONE: Product[] = [];
const send = (event: SearchEvent) => withActors((a) => a.search.send(event));
const dismiss = () => send({ type: 'search.dismiss' });

/** When the words found nothing, the nearest real word as the one option: it searches that word. */
const suggestionOption = (suggestion: string | null): ComboboxOption[] =>
  suggestion === null
    ? []
    : [{ key: 'suggestion', href: searchPath(suggestion), label: S.search.didYouMean(suggestion) }];

/** The header search box, driven by machines/search (debounce, ≤ 5 results linking to their products, clear 500 ms after blur or at once on an outside click). */
export function HeaderSearch() {
  const text = useActorValue(
    (a) => a.search,
    (s) => s.context.text,
    '',
  );
  const results = useActorValue(
    (a) => a.search,
    (s) => s.context.results,
    NONE,
  );
  const suggestion = useActorValue(
    (a) => a.search,
    (s) => s.context.suggestion,
    null,
  );
  const showing = useActorValue(
    (a) => a.search,
    (s) => s.matches({ query: 'showing' }),
    false,
  );
  const nothingFound = showing && results.length === 0;
  return (
    <SearchCombobox
      label={S.search.label}
      placeholder={S.search.placeholder}
      submitLabel={S.search.submit}
      maxLength={SEARCH_TEXT_MAX}
      value={text}
      open={showing}
      options={
        nothingFound
          ? suggestionOption(suggestion)
          : results.map((p) => ({
              key: String(p.product_id),
              href: productPath(p.product_id),
              label: p.name,
              detail: formatMoney(p.price),
            }))
      }
      notice={nothingFound ? S.search.none(text.trim()) : ''}
      onValueChange={(v) => send({ type: 'search.input', text: v })}
      onFocus={() => send({ type: 'search.focus' })}
      onBlur={() => send({ type: 'search.blur' })}
      onDismiss={dismiss}
      onPick={() => send({ type: 'search.pick' })}
      onSubmit={() => send({ type: 'search.submit' })}
      statusText={
        nothingFound ? S.search.noneStatus(text.trim(), suggestion) : showing ? S.search.count(results.length) : ''
      }
    />
  );
}
