import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  readSearchFilter as readSharedSearchFilter,
  type SearchFilter,
  searchFilterEntries,
} from '#shared/search-filter';
import { useDebounced } from './use-debounced';

/** SPEC 9: search boxes wait 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export { ALL_CATEGORIES, type SearchFilter } from '#shared/search-filter';

/** The blog/FAQ filter in a URL's query (#shared/search-filter, the worker reads it the same way). */
export function readSearchFilter(params: URLSearchParams): SearchFilter {
  return readSharedSearchFilter((name) => params.get(name));
}

/** Only what is set goes into the URL (and the API query): a trimmed search, a category other than All. */
export function writeSearchFilter(filter: SearchFilter): URLSearchParams {
  return new URLSearchParams(searchFilterEntries(filter));
}

/** The URL follows the box once typing settles, replacing the entry (one history step per search); a chip is a new entry. */
export function useSearchFilterParams(delayMs = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readSearchFilter(params), [params]);
  const [searchText, setSearchText] = useState(filter.search);
  const debounced = useDebounced(searchText, delayMs);
  const lastDebounced = useRef(debounced);

  // Only a newly settled box value writes the URL, so back/forward is never overwritten.
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced.trim() === filter.search.trim()) return;
    setParams((current) => writeSearchFilter({ ...readSearchFilter(current), search: debounced }), { replace: true });
  }, [debounced, filter.search, setParams]);

  // Back/forward changes the URL: the box shows the URL's search again.
  useEffect(() => {
    setSearchText((current) => (current.trim() === filter.search.trim() ? current : filter.search));
  }, [filter.search]);

  const setCategory = (category: string | null) =>
    setParams(writeSearchFilter({ search: searchText, category }), { preventScrollReset: true });

  return { filter, searchText, setSearchText, setCategory };
}
