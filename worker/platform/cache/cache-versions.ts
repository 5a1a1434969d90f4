import { CACHE_STALENESS_BOUND_MS } from '#shared/cache-staleness';
import type { Database } from '#worker/db/client';
import { log } from '#worker/platform/log/logger';
import { readVersion } from './cache-versions.repository';

/**
 * This isolate's memo of `cache_versions` (D1 stays the truth), so a cache hit need not wait for
 * D1: trusted for VERSION_MAX_AGE_MS, refreshed in the background after VERSION_REFRESH_AFTER_MS, so
 * any reader sees a write at most VERSION_MAX_AGE_MS after it commits.
 */
export const VERSION_MAX_AGE_MS = CACHE_STALENESS_BOUND_MS;
const VERSION_REFRESH_AFTER_MS = 1_500;
/** Per-trainer keys make the set open-ended; the oldest reads are forgotten first. */
const MAX_REMEMBERED = 10_000;

interface Remembered {
  version: number;
  /** When the read that produced `version` started (Date.now()), the conservative end. */
  readAt: number;
}

const remembered = new Map<string, Remembered>();
const refreshing = new Set<string>();

/** Records a version read from D1 that started at `readAt`. Versions only grow: keep the larger. */
export function rememberVersion(key: string, version: number, readAt: number): void {
  const previous = remembered.get(key);
  remembered.delete(key); // re-inserted last, so iteration order is oldest read first
  remembered.set(key, { version: Math.max(version, previous?.version ?? 0), readAt });
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

/** Reads a version from D1 and remembers it (as of the read's start). */
export async function readAndRemember(db: Database, key: string): Promise<number> {
  const readAt = Date.now();
  const version = await readVersion(db, key);
  rememberVersion(key, version, readAt);
  return version;
}

/**
 * The version of `key` this isolate may trust without asking D1: the remembered one while it is
 * younger than VERSION_MAX_AGE_MS (refreshed in the background past VERSION_REFRESH_AFTER_MS), or
 * undefined when it is missing or too old, and the caller must read D1 if it needs the version.
 */
export function trustedVersion(
  db: Database,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  key: string,
): number | undefined {
  const memo = remembered.get(key);
  const age = memo ? Date.now() - memo.readAt : Number.POSITIVE_INFINITY;
  // A negative age means the clock went back: trust nothing rather than trust it for longer.
  if (memo === undefined || age < 0 || age >= VERSION_MAX_AGE_MS) return undefined;
  if (age >= VERSION_REFRESH_AFTER_MS && !refreshing.has(key)) {
    refreshing.add(key);
    ctx.waitUntil(
      readAndRemember(db, key)
        .catch((err: unknown) => log.warn('Cache version refresh failed', { key, error: err }))
        .finally(() => refreshing.delete(key)),
    );
  }
  return memo.version;
}

/**
 * For tests: what this isolate remembers, and a way to put an earlier picture back, so a test can
 * play "the next request lands on an isolate that has not seen the write yet".
 */
export function rememberedVersionsForTests(): Map<string, Remembered> {
  return new Map(remembered);
}

export function restoreRememberedVersionsForTests(snapshot: Map<string, Remembered>): void {
  remembered.clear();
  for (const [key, value] of snapshot) remembered.set(key, value);
}

/** For tests: time passes for this isolate's memo (everything it remembers becomes `ms` older). */
export function ageRememberedVersionsForTests(ms: number): void {
  for (const memo of remembered.values()) memo.readAt -= ms;
}
