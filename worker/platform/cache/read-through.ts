import { createDb, type Database } from '#worker/db/client';
import { sha256Hex } from '#worker/lib/crypto';
import { type UnavailableError, unavailableCause } from '#worker/lib/errors';
import { scopeOf } from '#worker/lib/request-scope';
import { log } from '#worker/platform/log/logger';
import { readAndRemember, rememberVersion, trustedVersion } from './cache-versions';
import { readVersion } from './cache-versions.repository';
import { hotEntry, rememberEntry } from './hot-entries';
import { versionedDb } from './versioned-db';

/**
 * Read-through cache of public data in KV (and the isolate's hottest entries), each entry served
 * only at or above the version D1's triggers keep (worker/features/browse/README.md, "Cache
 * (staleness model)"; decisions 001-002).
 */
const TTL_SECONDS = 60 * 60;

interface EntryMetadata {
  version: number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A hit's JSON text, or a miss's value and text. `stale`: D1 did not answer and this is the newest
 * entry the isolate or KV had, however old (answered with `x-cache: stale`).
 */
export type CacheResult<T> = { hit: true; json: string; stale?: true } | { hit: false; json: string; value: T };

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

/**
 * Serves `name`+`params` from the isolate or KV when the entry is at least the version this isolate
 * trusts and the client's own writes' floor; a miss reads its version in its first batch.
 */
export async function readThrough<T>(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  name: string,
  params: Record<string, unknown>,
  /** Loads the value through `db.batch`: the request's D1 session, or the primary when a replica is behind. */
  load: (db: Database) => Promise<T>,
  /** Results not worth a KV write (e.g. "not found", which anyone can request endlessly). */
  shouldCache: (value: T) => boolean = () => true,
  versionKey: CacheVersionKey = 'listing',
): Promise<CacheResult<T>> {
  const key = await listingCacheKey(name, params);
  const scope = scopeOf(env);
  // The client's own recent write of this data, if any: nothing older may be served to it.
  const floor = scope?.floors.get(versionKey) ?? 0;
  const strict = scope?.strict ?? true;
  const requestDb = createDb(env.DB);
  const trusted = strict ? undefined : trustedVersion(requestDb, ctx, versionKey);
  let required = trusted === undefined ? undefined : Math.max(trusted, floor);
  const requiredVersion = async () => {
    required ??= Math.max(
      strict ? await readVersion(requestDb, versionKey) : await readAndRemember(requestDb, versionKey),
      floor,
    );
    return required;
  };

  // D1 unavailable (worker/db/d1-guard.ts): the newest entry this isolate or KV has is answered,
  // marked stale, rather than nothing; without one the error goes on (503).
  let unavailable: UnavailableError | undefined;
  let newest: { json: string; version: number } | undefined;
  const servable = async (version: number) => {
    try {
      return version >= (await requiredVersion());
    } catch (err) {
      unavailable = unavailableCause(err);
      if (!unavailable) throw err;
      return false;
    }
  };
  const staleAnswer = (err: UnavailableError): CacheResult<T> => {
    if (!newest) throw err;
    log.warn('Answered from a stale cache entry: the database is unavailable', { cache: name });
    return { hit: true, stale: true, json: newest.json };
  };

  const local = hotEntry(key);
  if (local) {
    if (await servable(local.version)) return { hit: true, json: local.json };
    newest = local;
  }
  // KV trouble must not break the page: treat it as a miss and read D1.
  const cached = await env.CACHE.getWithMetadata<EntryMetadata>(key, 'text').catch((err: unknown) => {
    log.warn('Cache read failed', { key, error: err });
    return null;
  });
  if (cached?.value != null) {
    const cachedVersion = cached.metadata?.version ?? -1;
    if (!unavailable && (await servable(cachedVersion))) {
      rememberEntry(key, cached.value, cachedVersion);
      return { hit: true, json: cached.value };
    }
    if (!newest || cachedVersion > newest.version) newest = { json: cached.value, version: cachedVersion };
  }
  if (unavailable) return staleAnswer(unavailable);

  const readAt = Date.now();
  let value: T;
  let version: number | undefined;
  try {
    let reads = versionedDb(env.DB, versionKey);
    value = await load(reads.db);
    version = reads.version();
    if (version !== undefined && version < floor && scope) {
      // A replica behind the client's own write (its bookmark cookie lost): ask the primary.
      reads = versionedDb(scope.binding.withSession('first-primary') as unknown as D1Database, versionKey);
      value = await load(reads.db);
      version = reads.version();
    }
  } catch (err) {
    const cause = unavailableCause(err);
    if (!cause) throw err;
    return staleAnswer(cause);
  }
  const json = JSON.stringify(value);
  if (version === undefined) {
    log.error('A cached read ran no batch, so its version is unknown: not cached', { cache: name });
    return { hit: false, json, value };
  }
  if (!strict && trusted === undefined && required === undefined) rememberVersion(versionKey, version, readAt);
  if (!shouldCache(value)) return { hit: false, json, value };
  rememberEntry(key, json, version);
  // A task later, so the response leaves first; a failed write only costs a later miss.
  ctx.waitUntil(
    nextTask()
      .then(() =>
        env.CACHE.put(key, json, { expirationTtl: TTL_SECONDS, metadata: { version } satisfies EntryMetadata }),
      )
      .catch((err: unknown) => {
        log.warn('Cache write failed', { key, error: err });
      }),
  );
  return { hit: false, json, value };
}
