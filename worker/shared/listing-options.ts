/**
 * Browse controls and paging limits (SPEC 2 Browse, 5, 9), kept free of zod so the /trainers page
 * can read its URL state without loading the schema library; the listing schema builds on them.
 */
export const SORT_OPTIONS = ['featured', 'rating', 'newest', 'price-low', 'price-high'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const MIN_RATING_OPTIONS = ['0', '3', '4', '4.5'] as const;
export const PRICE_MIN = 0;
export const PRICE_MAX = 500;
export const PRICE_STEP = 10;
export const PAGE_SIZE = 12;
export const MAX_PAGE = 1000;
/** A listing counts its matches up to this many, then says "1,000+": the count's cost stays bounded. */
export const LISTING_COUNT_CAP = 1000;
