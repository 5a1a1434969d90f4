import { createDb } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { scopeOf } from '../../lib/request-scope';
import { knownVersion, readVersion } from './cache-versions';
import { hotEntry, rememberEntry } from './hot-entries';

/**
 * Read-through cache for public data in KV (trainer listings and profiles, platform settings,
 * public content), each entry checked against a version kept in D1.
 *
 * Staleness model: D1 triggers bump a `cache_versions` row in the same transaction as any write
 * that changes what it covers. Each KV entry carries, as metadata, the version it was computed
 * for, and is served only if that is at least the current version. "Current" is what this isolate
 * read from D1 at most VERSION_MAX_AGE_MS ago (cache-versions.ts), so a hit does not wait for D1
 * and anybody sees a write at most that long after it commits. The writer sees it at once: its
 * write response set a cookie naming the versions it bumped (read-your-writes.ts), and an entry
 * older than those is never served to it. A stale or lagging KV copy can only cause a miss.
 *
 * Entries hold the response JSON as text, so a hit is sent as stored, without parsing. The hottest
 * entries are also kept in the isolate (hot-entries.ts) under the same version rule, so most hits
 * need no I/O at all.
 */
const TTL_SECONDS = 60 * 60;

interface EntryMetadata {
  version: number;
}

export type CacheResult<T> = { hit: true; json: string } | { hit: false; json: string; value: T };

/**
 * `listing` covers every trainer listing and search; `profile:<slug>` one trainer's public profile;
 * `settings` the public platform settings; `content` the public blog, FAQs and featured testimonials.
 */
export type CacheVersionKey = 'listing' | 'settings' | 'content' | `profile:${string}`;

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
  /** Loads the value from `db`: the request's D1 session, or the primary when a replica is behind. */
  load: (db: D1Database) => Promise<T>,
  /** Results not worth a KV write (e.g. "not found", which anyone can request endlessly). */
  shouldCache: (value: T) => boolean = () => true,
  versionKey: CacheVersionKey = 'listing',
): Promise<CacheResult<T>> {
  const key = await listingCacheKey(name, params);
  const scope = scopeOf(env);
  // The client's own recent write of this data, if any: nothing older may be served to it.
  const floor = scope?.floors.get(versionKey) ?? 0;
  const strict = scope?.strict ?? true;
  const local = hotEntry(key);
  // KV trouble must not break the page: treat it as a miss and read D1.
  const kvRead = () =>
    env.CACHE.getWithMetadata<EntryMetadata>(key, 'text').catch((err: unknown) => {
      console.warn('Listing cache read failed', key, err);
      return null;
    });
  // Without a local copy, the KV read runs in parallel with any D1 version read.
  const fromKv = local ? undefined : kvRead();
  const requestDb = createDb(env.DB);
  const known = await knownVersion(requestDb, ctx, versionKey, { atLeast: floor, strict });
  // An entry at least as new as the version this isolate trusts is served: one another isolate
  // labelled with a newer version is newer still. Older entries are never served.
  const required = Math.max(known.version, floor);
  if (local && local.version >= required) return { hit: true, json: local.json };
  const cached = await (fromKv ?? kvRead());
  const cachedVersion = cached?.metadata?.version ?? -1;
  if (cached?.value != null && cachedVersion >= required) {
    rememberEntry(key, cached.value, cachedVersion);
    return { hit: true, json: cached.value };
  }

  // Label the entry with a version read in the same D1 session before the data, so the data is at
  // least as new as its label whichever replica answers.
  let d1 = env.DB;
  let version = known.fromDb ? known.version : await readVersion(requestDb, versionKey);
  if (version < floor && scope) {
    // A replica behind the client's own write (its bookmark cookie lost): ask the primary.
    d1 = scope.binding.withSession('first-primary') as unknown as D1Database;
    version = await readVersion(createDb(d1), versionKey);
  }
  const value = await load(d1);
  const json = JSON.stringify(value);
  if (!shouldCache(value)) return { hit: false, json, value };
  rememberEntry(key, json, version);
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
