import { MIN_RATING_OPTIONS, PRICE_MAX, PRICE_MIN, SORT_OPTIONS, type SortOption } from '#shared/api/trainers';
import { type CategoryKey, isCategoryKey } from '#shared/categories';

/** Browse filter state lives in the URL (shareable, back button works). */
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

function clampPrice(value: string | null, fallback: number): number {
  const n = Number(value);
  if (value === null || !Number.isFinite(n)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n / 10) * 10));
}

export function readFilters(params: URLSearchParams): BrowseFilters {
  const category = params.get('category') ?? 'all';
  const sort = params.get('sort') ?? 'featured';
  const minRating = params.get('minRating') ?? '0';
  const minPrice = clampPrice(params.get('minPrice'), PRICE_MIN);
  return {
    search: params.get('search') ?? '',
    category: isCategoryKey(category) ? category : 'all',
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : 'featured',
    minPrice,
    maxPrice: Math.max(minPrice, clampPrice(params.get('maxPrice'), PRICE_MAX)),
    minRating: (MIN_RATING_OPTIONS as readonly string[]).includes(minRating)
      ? (minRating as BrowseFilters['minRating'])
      : '0',
    verified: params.get('verified') === 'true',
  };
}

/**
 * Only non-default values go into the URL and the API query. The slider's top (500) means "500+":
 * no upper bound is sent, so trainers priced above 500 stay listed unless the maximum is lowered.
 */
export function toSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.sort !== 'featured') params.set('sort', filters.sort);
  if (filters.minPrice !== PRICE_MIN) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_MAX) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating !== '0') params.set('minRating', filters.minRating);
  if (filters.verified) params.set('verified', 'true');
  return params;
}
