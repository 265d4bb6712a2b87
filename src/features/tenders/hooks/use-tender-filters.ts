import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseTenderFilters, tenderFiltersSearch, type TenderFilters } from '../model';

/**
 * The list's search, status, sort and page, read from and written to the URL, so the
 * header search, the back button, a reload and a shared link all show the same list.
 * Any change other than the page goes back to page 1.
 */
export function useTenderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTenderFilters(params), [params]);

  const setFilters = useCallback(
    (change: Partial<TenderFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseTenderFilters(current);
          const next = { ...previous, ...change };
          if (!('page' in change)) next.page = 1;
          return new URLSearchParams(tenderFiltersSearch(next));
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { filters, setFilters };
}
