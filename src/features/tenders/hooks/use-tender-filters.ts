import { useCallback, useEffect, useMemo } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useWorkspace } from '@/lib/workspace';
import { parseTenderFilters, tenderFiltersSearch, type TenderFilters } from '../list-filters';

// The list as last left, per workspace, for the browser tab's session.
const storageKey = (workspaceId: string) => `tenderflow.tender-list.${workspaceId}`;

function recall(workspaceId: string): string {
  try {
    return sessionStorage.getItem(storageKey(workspaceId)) ?? '';
  } catch {
    return ''; // storage blocked: the list simply starts afresh
  }
}

function remember(workspaceId: string, search: string): void {
  try {
    sessionStorage.setItem(storageKey(workspaceId), search);
  } catch {
    // storage blocked or full: nothing to remember
  }
}

/**
 * The filters the list shows for these search params: the URL's, or without any the list as
 * last left in this tab (what useTenderFilters shows when reached by a link; route prefetch).
 */
export function listFilters(workspaceId: string, params: URLSearchParams): TenderFilters {
  const remembered = params.toString() === '' ? recall(workspaceId) : '';
  return parseTenderFilters(remembered ? new URLSearchParams(remembered) : params);
}

/**
 * The list's search, statuses, sort and page, read from and written to the URL, so the
 * header search, the back button, a reload and a shared link all show the same list.
 * Any change other than the page goes back to page 1. The session remembers the list last
 * shown: reached by a link without a search (the sidebar's All Tenders), the list comes
 * back as it was left. Back and Forward show their own history entry.
 */
export function useTenderFilters() {
  const { id: workspaceId } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const navigation = useNavigationType();
  const remembered = params.toString() === '' && navigation !== 'POP' ? recall(workspaceId) : '';
  const filters = useMemo(
    () => parseTenderFilters(remembered ? new URLSearchParams(remembered) : params),
    [params, remembered],
  );

  useEffect(() => {
    if (remembered) setParams(new URLSearchParams(remembered), { replace: true });
    else remember(workspaceId, params.toString());
  }, [remembered, params, setParams, workspaceId]);

  const setFilters = useCallback(
    (change: Partial<TenderFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...parseTenderFilters(current), ...change };
          if (!('page' in change)) next.page = 1;
          const search = tenderFiltersSearch(next);
          // Now, not after the render: an empty search must not bring the old list back.
          remember(workspaceId, search.slice(1));
          return new URLSearchParams(search);
        },
        { replace: options.replace },
      );
    },
    [setParams, workspaceId],
  );

  return { filters, setFilters };
}
