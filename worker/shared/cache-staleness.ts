/** How long others may see cached data after a write (features/browse/README.md, "Cache"); e2e tests switching visitors wait it out. */
export const CACHE_STALENESS_BOUND_MS = 2_000;
