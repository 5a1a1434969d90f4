/**
 * How long after a write anyone but the writer may still be served the cached data it changed
 * (worker/features/browse/README.md, "Cache (staleness model)"). The worker enforces it; e2e tests that switch visitors wait it out.
 */
export const CACHE_STALENESS_BOUND_MS = 2_000;
