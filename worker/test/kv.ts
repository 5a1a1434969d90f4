import { env } from 'cloudflare:workers';

/**
 * The cache's KV keys under `prefix` once at least `atLeast` are there. Cache writes start after
 * the response (worker/platform/cache/read-through.ts), so a test that reads KV right after a request waits for them
 * as any later reader would; past `timeoutMs` it returns what is there and lets the test fail.
 */
export async function cachedKeys(
  prefix: string,
  atLeast = 1,
  timeoutMs = 2_000,
): Promise<KVNamespaceListKey<unknown>[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { keys } = await env.CACHE.list({ prefix });
    if (keys.length >= atLeast || Date.now() > deadline) return keys;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Lets the cache writes of earlier requests land (their count stops changing). */
export async function settleCacheWrites(prefix: string): Promise<number> {
  let previous = -1;
  for (let round = 0; round < 50; round++) {
    const { keys } = await env.CACHE.list({ prefix });
    if (keys.length === previous) return previous;
    previous = keys.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return previous;
}
