import { Link } from 'wouter';
import { listFirstPagePath, searchPath } from '../../../contract/paths';
import { S } from '../../../copy/storefront';
import { listDepartments } from '../../api/departments';
import { useResource } from '../../runtime/use-resource';
import * as listCss from './list.css';
import * as css from './no-results.css';

const T = S.list.noResults;

/**
 * What a search that finds nothing shows instead of the empty filters' message (the shopper set
 * no filter): the words searched, the nearest real word as a search of its own when there is
 * one, and the store's departments to browse.
 */
export function NoSearchResults({ words, suggestion }: { words: string; suggestion: string | null }) {
  const departments = useResource('departments', listDepartments);
  return (
    <div className={listCss.empty}>
      <h2 className={listCss.emptyTitle}>{T.title(words)}</h2>
      {suggestion === null ? null : (
        <p className={css.suggestion}>
          <Link href={searchPath(suggestion)} className={css.suggestionLink}>
            {T.didYouMean(suggestion)}
          </Link>
        </p>
      )}
      <p>{T.text}</p>
      {departments.status === 'success' && departments.data.length > 0 ? (
        <nav aria-labelledby="no-results-departments">
          <h3 id="no-results-departments" className={css.departmentsTitle}>
            {T.departments}
          </h3>
          <ul className={css.departments}>
            {departments.data.map((d) => (
              <li key={d.id}>
                <Link href={listFirstPagePath(d.name)} className={css.department}>
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
