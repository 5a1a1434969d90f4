import { type CategoryKey, isCategoryKey } from './categories';
import { MIN_RATING_OPTIONS, PRICE_MAX, PRICE_MIN, SORT_OPTIONS, type SortOption } from './listing-options';

/** Browse filters as the /trainers URL carries them; shared so the worker embeds exactly the query the app asks for (same cache key). */
export interface BrowseFilters {
  search: string;
  category: CategoryKey | 'all';
  sort: SortOption;
  minPrice: number;
  maxPrice: number;
  minRating: (typeof MIN_RATING_OPTIONS)[number];
  verified: boolean;
}

export const DEFAULT_FILTERS: BrowseFilters = {
  search: '',
  category: 'all',
  sort: 'featured',
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  minRating: '0',
  verified: false,
};

/** Reads one query parameter (`URLSearchParams#get`); a function so this module needs no DOM types. */
export type QueryParamReader = (name: string) => string | null;

function clampPrice(value: string | null, fallback: number): number {
  const n = Number(value);
  if (value === null || !Number.isFinite(n)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / 10) * 10));
}

/** Invalid values fall back to their defaults, so a hand-edited URL still works (decision 050). */
export function readBrowseFilters(get: QueryParamReader): BrowseFilters {
  const category = get('category') ?? 'all';
  const sort = get('sort') ?? 'featured';
  const minRating = get('minRating') ?? '0';
  const minPrice = clampPrice(get('minPrice'), PRICE_MIN);
  return {
    search: get('search') ?? '',
    category: isCategoryKey(category) ? category : 'all',
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : 'featured',
    minPrice,
    maxPrice: Math.max(minPrice, clampPrice(get('maxPrice'), PRICE_MAX)),
    minRating: (MIN_RATING_OPTIONS as readonly string[]).includes(minRating)
      ? (minRating as BrowseFilters['minRating'])
      : '0',
    verified: get('verified') === 'true',
  };
}

/** Only non-default values, in this order. The slider's top (500) means "500+", so no upper bound is sent. */
export function browseFilterEntries(filters: BrowseFilters): [string, string][] {
  const entries: [string, string][] = [];
  const search = filters.search.trim();
  if (search) entries.push(['search', search]);
  if (filters.category !== 'all') entries.push(['category', filters.category]);
  if (filters.sort !== 'featured') entries.push(['sort', filters.sort]);
  if (filters.minPrice !== PRICE_MIN) entries.push(['minPrice', String(filters.minPrice)]);
  if (filters.maxPrice !== PRICE_MAX) entries.push(['maxPrice', String(filters.maxPrice)]);
  if (filters.minRating !== '0') entries.push(['minRating', filters.minRating]);
  if (filters.verified) entries.push(['verified', 'true']);
  return entries;
}
