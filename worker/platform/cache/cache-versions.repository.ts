import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { cacheVersions } from '#worker/db/schema';

// The `cache_versions` rows, bumped by triggers in the writing transaction (cache-versions.ts remembers them).

/** The statement reading `key`'s version, for a caller's `db.batch` (its rows: `versionOf`). */
export function versionQuery(db: Database, key: string) {
  return db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.key, key));
}

/** A key without a row has never been bumped: version 0. */
export function versionOf(rows: readonly { version: number }[]): number {
  return rows[0]?.version ?? 0;
}

export async function readVersion(db: Database, key: string): Promise<number> {
  return versionOf(await versionQuery(db, key));
}

/** The versions bumped during the last `withinMs` by D1's own clock, newest first (read-your-writes.ts). */
export async function recentlyBumped(
  db: Database,
  withinMs: number,
  limit: number,
): Promise<{ key: string; version: number }[]> {
  // Raw SQL: now in ms by D1's clock (julianday), the clock the triggers that bump versions use.
  const d1NowMs = sql<number>`CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;
  return db
    .select({ key: cacheVersions.key, version: cacheVersions.version })
    .from(cacheVersions)
    .where(gte(cacheVersions.version, sql`${d1NowMs} - ${withinMs}`))
    .orderBy(desc(cacheVersions.version))
    .limit(limit);
}
