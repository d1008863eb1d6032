import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../contract/money';
import { S } from '../../../copy/storefront';
import {
  type AppliedFilter,
  appliedFilters,
  type ListQuery,
  priceCapCents,
} from '../../../machines/product-list/list-query';
import { Icon } from '../../ui/Icon';
import * as css from './applied-filters.css';

export interface AppliedFiltersProps {
  query: ListQuery;
  /** The departments the page shows by itself (its title's): no chip, nothing to remove. */
  ownDepartments: readonly number[];
  /** A department's name, once the departments have loaded. */
  departmentName: (id: number) => string | undefined;
  /** The address of the list with another query. */
  href: (query: ListQuery) => string;
  /** How many products the list shows; null until it has answered. */
  total: number | null;
  /** How many more the price cap hides; 0 hides 'Ver todas'. */
  pricierCount: number;
}

const pesos = (amount: number) => formatMoney(priceCapCents(amount));

/** What a filter's chip says; undefined for a department whose name has not loaded. */
function chipLabel(filter: AppliedFilter, departmentName: (id: number) => string | undefined): string | undefined {
  switch (filter.kind) {
    case 'name':
      return S.list.searchFilter(filter.name);
    case 'department':
      return departmentName(filter.id);
    case 'size':
      return S.list.sizeFilter(filter.size);
    case 'discount':
      return S.list.onlyDiscounts;
    case 'minPrice':
      return S.list.priceFrom(pesos(filter.pesos));
    case 'maxPrice':
      return S.list.priceUpTo(pesos(filter.pesos));
  }
}

/**
 * The filters a list applies, above its results: one chip each, a link to the list without it
 * ('Quitar filtro Talla M'); beside the price cap's chip, the pieces it hides and a link that
 * lifts it ('25 piezas más caras · Ver todas'); and how many products the list shows, announced
 * politely when it changes. Links, so a page the server drew works before its script. After a
 * removal focus moves to the chip that took its place, else to the count.
 */
export function AppliedFilters({
  query,
  ownDepartments,
  departmentName,
  href,
  total,
  pricierCount,
}: AppliedFiltersProps) {
  const chips = appliedFilters(query, ownDepartments).flatMap(({ filter, without }) => {
    const label = chipLabel(filter, departmentName);
    return label === undefined ? [] : [{ key: `${filter.kind}:${label}`, label, filter, href: href(without) }];
  });
  const chipList = useRef<HTMLUListElement>(null);
  const countText = useRef<HTMLParagraphElement>(null);
  // The place of the chip just removed: after the address changes, focus goes to the chip now there.
  const focusAfterRemoval = useRef<number | null>(null);
  const lastTotal = useRef<number | null>(null);
  if (total !== null) lastTotal.current = total;
  const signature = chips.map((c) => c.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change; `signature` names them
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const links = chipList.current?.querySelectorAll<HTMLElement>('[data-chip]');
    (links?.[index] ?? countText.current)?.focus();
  }, [signature]);

  return (
    <div className={css.bar}>
      {chips.length > 0 && (
        <ul className={css.chips} aria-label={S.list.appliedFilters} ref={chipList}>
          {chips.map((chip, index) => (
            <li key={chip.key}>
              <Link
                href={chip.href}
                data-chip=""
                className={css.chip}
                aria-label={S.list.removeFilter(chip.label)}
                onClick={() => {
                  focusAfterRemoval.current = index;
                }}
              >
                {chip.label}
                <Icon name="close" size={14} />
              </Link>
              {chip.filter.kind === 'maxPrice' && pricierCount > 0 && (
                <>
                  {' '}
                  <Link
                    href={chip.href}
                    className={css.pricier}
                    onClick={() => {
                      focusAfterRemoval.current = chips.length;
                    }}
                  >
                    {S.list.pricier(pricierCount)}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className={css.count} role="status" tabIndex={-1} ref={countText}>
        {lastTotal.current === null ? '' : S.list.results(lastTotal.current)}
      </p>
    </div>
  );
}
