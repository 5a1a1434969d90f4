import type { Context, TypedResponse } from 'hono';

/** What `cachedJson` answers: JSON of type `T` (worker/api-type.ts reads it, as it reads `c.json<T>`). */
type CachedJsonResponse<T> = Response & TypedResponse<T, 200, 'json'>;

/**
 * Sends cached or fresh JSON text as is, marking where it came from: `x-cache` is `hit`, `miss`, or
 * `stale` when D1 did not answer and the newest cached entry stood in (platform/cache/read-through.ts).
 * The text is not parsed here, so the answer's type is the cached value's (readThrough's
 * `CacheResult<T>`); where the route has already answered a value the cache never holds (not found),
 * it names the type that is left.
 */
export function cachedJson<T>(
  c: Context,
  result: { hit: true; json: string; stale?: true } | { hit: false; json: string; value: T },
): CachedJsonResponse<T>;
export function cachedJson<T>(c: Context, result: { hit: boolean; json: string; stale?: true }): CachedJsonResponse<T>;
export function cachedJson(c: Context, result: { hit: boolean; json: string; stale?: true }): Response {
  c.header('x-cache', result.stale ? 'stale' : result.hit ? 'hit' : 'miss');
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(result.json, 200);
}
