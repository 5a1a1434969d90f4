import { sha256Hex } from '../../lib/crypto';

/**
 * Read-through cache for public trainer data in KV under versioned keys.
 *
 * Staleness model: D1 triggers bump `cache_versions.listing` in the same transaction as any write
 * that changes a listing or profile. Every request reads that version (one primary-key lookup)
 * and builds its key from it, so the first request after a write misses the cache and reads fresh
 * data; old entries are never read again and expire by TTL. Correctness never depends on KV
 * deletes or KV propagation; KV only ever serves an entry for the current version.
 */
const TTL_SECONDS = 60 * 60;

export async function currentListingVersion(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT version FROM cache_versions WHERE key = 'listing'").first<{ version: number }>();
  return row?.version ?? 0;
}

export async function listingCacheKey(version: number, name: string, params: Record<string, unknown>): Promise<string> {
  const stable = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k] ?? null]),
  );
  return `listing:v${version}:${name}:${await sha256Hex(stable)}`;
}

export async function readThrough<T>(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  name: string,
  params: Record<string, unknown>,
  load: () => Promise<T>,
): Promise<{ value: T; hit: boolean }> {
  const key = await listingCacheKey(await currentListingVersion(env.DB), name, params);
  const cached = await env.CACHE.get<T>(key, 'json');
  if (cached !== null) return { value: cached, hit: true };
  const value = await load();
  // Writing the cache must not delay the response.
  ctx.waitUntil(env.CACHE.put(key, JSON.stringify(value), { expirationTtl: TTL_SECONDS }));
  return { value, hit: false };
}
