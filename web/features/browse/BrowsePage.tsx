import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '#shared/categories';
import type { SortOption } from '#shared/listing-options';
import { PAGE_COPY } from '#shared/page-copy';
import { TrainerGrid } from '#web/components/TrainerGrid';
import { usePageMeta } from '#web/components/usePageMeta';
import { trackSearch } from '#web/features/analytics/index';
import { editsBeforeHydration } from '#web/lib/edits-before-hydration';
import { useDebounced } from '#web/lib/use-debounced';
import { useTrainerList } from './api/trainer-list';
import { type BrowseFilters, browseListParams, readFilters, toSearchParams } from './browse-params';
import { FilterPanel } from './FilterPanel';

const SORT_LABELS: Record<SortOption, string> = {
  featured: 'Featured',
  rating: 'Highest rated',
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
};
export const SEARCH_DEBOUNCE_MS = 500;

export function BrowsePage() {
  usePageMeta(PAGE_COPY.browse.title, PAGE_COPY.browse.description);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [filtersOpen, setFiltersOpen] = useState(() =>
    ['minPrice', 'maxPrice', 'minRating', 'verified'].some((name) => params.has(name)),
  );
  // Start empty so a search that arrives in the URL (the home hero) is recorded once too.
  const lastTracked = useRef('');
  const lastDebounced = useRef('');

  const update = (next: Partial<BrowseFilters>) => setParams(toSearchParams({ ...filters, ...next }));
  const updatePrice = useCallback(
    (next: { minPrice: number; maxPrice: number }) =>
      setParams((current) => toSearchParams({ ...readFilters(current), ...next }), { replace: true }),
    [setParams],
  );

  // The URL follows the search box after the debounce; each settled query is recorded once.
  // Only a newly settled box value writes the URL, so back/forward is never overwritten.
  useEffect(() => {
    if (debouncedSearch === lastDebounced.current) return;
    lastDebounced.current = debouncedSearch;
    const query = debouncedSearch.trim();
    if (query && query !== lastTracked.current) trackSearch(query);
    lastTracked.current = query;
    if (query === filters.search.trim()) return;
    setParams(toSearchParams({ ...readFilters(params), search: debouncedSearch }), { replace: true });
  }, [debouncedSearch, filters.search, params, setParams]);

  // Back/forward navigation changes the URL: the box shows the URL's search again (only on a
  // change: at mount the box may hold text typed before the page hydrated).
  const urlSearch = useRef(filters.search);
  useEffect(() => {
    if (filters.search === urlSearch.current) return;
    urlSearch.current = filters.search;
    setSearchText((current) => (current.trim() === filters.search.trim() ? current : filters.search));
  }, [filters.search]);

  // Edits made before hydration apply (lib/edits-before-hydration); a browser form submit's address becomes the app's.
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the page mounts.
  useLayoutEffect(() => {
    const edits = editsBeforeHydration(formRef.current);
    const next = toSearchParams(filters);
    for (const [name, value] of edits) next.set(name, String(value));
    const edited = readFilters(next);
    if (edits.has('search')) setSearchText(edited.search);
    // Untouched, the page stays where the URL says (?page=N); any edit starts from page 1.
    const applied = edits.size === 0 ? browseListParams(params) : toSearchParams({ ...edited, search: filters.search });
    if (applied.toString() !== params.toString()) setParams(applied, { replace: edits.size === 0 });
  }, []);

  // Enter in the search box searches at once, without waiting for the debounce.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searchText.trim() !== filters.search.trim()) update({ search: searchText });
  };

  const apiParams = useMemo(() => browseListParams(params), [params]);
  const list = useTrainerList(apiParams);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Browse Trainers</h1>
      {/* A GET form with the URL's own parameter names: submitted before the page hydrates, the
          browser asks for the same /trainers URL the app would show. */}
      <search>
        <form ref={formRef} action="/trainers" method="get" onSubmit={submit}>
          <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
            <label className="flex flex-1 flex-col gap-1">
              <span className="text-sm font-medium">Search</span>
              <input
                type="search"
                name="search"
                className="input input-bordered w-full"
                placeholder="Name, skill or service…"
                value={searchText}
                maxLength={200}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm font-medium">Category</span>
              <select
                name="category"
                className="select select-bordered"
                value={filters.category}
                onChange={(e) => update({ category: e.target.value as BrowseFilters['category'] })}
              >
                <option value="all">All categories</option>
                {CATEGORY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {CATEGORY_TITLES[key]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm font-medium">Sort by</span>
              <select
                name="sort"
                className="select select-bordered"
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as SortOption })}
              >
                {(Object.keys(SORT_LABELS) as SortOption[]).map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={filtersOpen}
              aria-controls="filter-panel"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : 'More filters'}
            </button>
          </div>
          {/* Hidden rather than left out when closed: its filters still go with the form. */}
          <div className="mt-4" hidden={!filtersOpen}>
            <FilterPanel filters={filters} onChange={update} onPriceChange={updatePrice} />
          </div>
        </form>
      </search>
      {/* The cards' names are h3s (as on the category page); headings must not skip a level. */}
      <h2 className="sr-only">Trainers</h2>
      <TrainerGrid list={list} emptyText="No trainers found. Try adjusting your filters." />
    </section>
  );
}
