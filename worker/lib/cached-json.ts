import type { Context } from 'hono';

/**
 * Sends cached or fresh JSON text as is, marking where it came from: `x-cache` is `hit`, `miss`, or
 * `stale` when D1 did not answer and the newest cached entry stood in (platform/cache/read-through.ts).
 */
export function cachedJson(c: Context, result: { hit: boolean; json: string; stale?: true }) {
  c.header('x-cache', result.stale ? 'stale' : result.hit ? 'hit' : 'miss');
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(result.json, 200);
}
