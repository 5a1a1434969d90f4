import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '#web/lib/use-debounced';

/**
 * An admin table's search, page and filters in the URL (shareable, back button works), with the
 * search box debounced before it reaches the URL and the API. Only non-default values are written.
 */
export function useListParams<Filter extends string>(filterName?: string, allowed: readonly Filter[] = []) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawFilter = filterName ? params.get(filterName) : null;
  const filter = (allowed as readonly string[]).includes(rawFilter ?? '') ? (rawFilter as Filter) : undefined;

  const update = (next: { search?: string; page?: number; filter?: Filter | undefined }) => {
    const merged = { search, page, filter, ...next };
    const out = new URLSearchParams();
    if (merged.search.trim()) out.set('search', merged.search.trim());
    if (filterName && merged.filter) out.set(filterName, merged.filter);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };

  const [searchText, setSearchText] = useState(search);
  const debounced = useDebounced(searchText, 400);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text moves the URL.
  useEffect(() => {
    if (debounced.trim() !== search) update({ search: debounced, page: 1 });
  }, [debounced]);

  /** The API query string for this state. */
  const apiParams = new URLSearchParams();
  if (search) apiParams.set('search', search);
  if (filterName && filter) apiParams.set(filterName, filter);
  apiParams.set('page', String(page));

  return { search, page, filter, update, searchText, setSearchText, apiParams };
}
