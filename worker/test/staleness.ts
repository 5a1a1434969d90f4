import { ageRememberedVersionsForTests, VERSION_MAX_AGE_MS } from '#worker/platform/cache/cache-versions';

/**
 * Lets the cache's staleness bound pass (worker/features/browse/README.md, "Cache (staleness model)"), without sleeping: readers who
 * did not write see a change only after it; the writer sees it at once through its cookie.
 */
export function passStalenessBound(): void {
  ageRememberedVersionsForTests(VERSION_MAX_AGE_MS);
}
