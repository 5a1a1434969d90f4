import type { Context } from 'hono';

/** Sends cached or fresh JSON text as is, marking whether it came from the cache. */
export function cachedJson(c: Context, result: { hit: boolean; json: string }) {
  c.header('x-cache', result.hit ? 'hit' : 'miss');
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(result.json, 200);
}
