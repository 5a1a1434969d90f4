import { sha256Hex } from '../../lib/crypto';

/**
 * Read-through cache for public data in KV (trainer listings and profiles; also platform settings
 * and public content, each under its own version key), checked against a version kept in D1.
 *
 * Staleness model: D1 triggers bump `cache_versions.listing` in the same transaction as any write
 * that changes a listing or profile. Each KV entry carries, as metadata, the version it was
 * computed for. A request reads the current version (one primary-key lookup) and the KV entry in
 * parallel and uses the entry only if the versions are equal; otherwise it reads D1 and rewrites
 * the entry. So the first request after a write always shows it, whatever KV propagation or
 * deletes do: a stale or lagging KV copy can only cause a miss, never stale data.
 *
 * Entries hold the response JSON as text, so a hit is sent as stored, without parsing.
 */
const TTL_SECONDS = 60 * 60;

interface EntryMetadata {
  version: number;
}

export type CacheResult<T> = { hit: true; json: string } | { hit: false; json: string; value: T };

/**
 * `listing` covers trainer listings and profiles; `settings` the public platform settings;
 * `content` the public blog, FAQs and featured testimonials.
 */
export type CacheVersionKey = 'listing' | 'settings' | 'content';

async function currentVersion(db: D1Database, key: CacheVersionKey): Promise<number> {
  const row = await db
    .prepare('SELECT version FROM cache_versions WHERE key = ?')
    .bind(key)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

async function listingCacheKey(name: string, params: Record<string, unknown>): Promise<string> {
  const stable = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k] ?? null]),
  );
  return `listing:${name}:${await sha256Hex(stable)}`;
}

export async function readThrough<T>(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  name: string,
  params: Record<string, unknown>,
  load: () => Promise<T>,
  /** Results not worth a KV write (e.g. "not found", which anyone can request endlessly). */
  shouldCache: (value: T) => boolean = () => true,
  versionKey: CacheVersionKey = 'listing',
): Promise<CacheResult<T>> {
  const key = await listingCacheKey(name, params);
  const [version, cached] = await Promise.all([
    currentVersion(env.DB, versionKey),
    // KV trouble must not break the page: treat it as a miss and read D1.
    env.CACHE.getWithMetadata<EntryMetadata>(key, 'text').catch((err: unknown) => {
      console.warn('Listing cache read failed', key, err);
      return null;
    }),
  ]);
  if (cached?.value != null && cached.metadata?.version === version) return { hit: true, json: cached.value };
  const value = await load();
  const json = JSON.stringify(value);
  if (!shouldCache(value)) return { hit: false, json, value };
  // Writing the cache must not delay the response, and a failed write only costs a later miss.
  ctx.waitUntil(
    env.CACHE.put(key, json, { expirationTtl: TTL_SECONDS, metadata: { version } satisfies EntryMetadata }).catch(
      (err: unknown) => {
        console.warn('Listing cache write failed', key, err);
      },
    ),
  );
  return { hit: false, json, value };
}
