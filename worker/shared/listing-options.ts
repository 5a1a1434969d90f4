// Free of zod, so the /trainers page reads its URL state without loading the schema library.
export const SORT_OPTIONS = ['featured', 'rating', 'newest', 'price-low', 'price-high'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const MIN_RATING_OPTIONS = ['0', '3', '4', '4.5'] as const;
export const PRICE_MIN = 0;
export const PRICE_MAX = 500;
export const PRICE_STEP = 10;
export const PAGE_SIZE = 12;
export const MAX_PAGE = 1000;
/** The count stops here ("1,000+"), so its cost stays bounded (decision 058). */
export const LISTING_COUNT_CAP = 1000;
