import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { MAX_PAGE } from '@icast/contracts';

export type FilterValues<Name extends string> = Record<Name, string>;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * A staff list's page and filters, kept in the address (`?status=paid&page=3`) so Back, reload and a shared link
 * show the same rows. `pageParam` tells two lists on one page apart.
 */
export function useListParams<Name extends string>(filterNames: readonly Name[], pageParam = 'page') {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFrom(params.get(pageParam));
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as FilterValues<Name>;

  /** New filters start again at page 1; empty values leave the address. */
  const applyFilters = useCallback(
    (values: FilterValues<Name>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries<string>(values)) {
          if (value.trim()) next.set(name, value.trim());
          else next.delete(name);
        }
        next.delete(pageParam);
        return next;
      }),
    [setParams, pageParam],
  );

  /** The address of another page of this list, filters kept. */
  const pageHref = (number: number) => {
    const next = new URLSearchParams(params);
    if (number > 1) next.set(pageParam, String(number));
    else next.delete(pageParam);
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const activeFilters = Object.fromEntries(Object.entries<string>(filters).filter(([, value]) => value !== ''));
  return { page, filters, applyFilters, pageHref, query: { ...activeFilters, page }, search: params.toString() };
}
