import { eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { TRAINER_DAILY_ROLLUP } from '#worker/db/analytics-rollups';
import type { Database } from '#worker/db/client';
import {
  accountTokens,
  rateLimitBuckets,
  refreshTokens,
  rollupState,
  searchQueries,
  sessions,
  trainerProfileViews,
  trainerSocialClicks,
} from '#worker/db/schema';

// Each delete picks at most `limit` rows through one index by a LIMITed subquery (D1's SQLite has no DELETE … LIMIT).
/** Refresh tokens of sessions that expired at or before `expiredBy` (through `sessions_expires_idx`). */
export function deleteExpiredSessionTokens(db: Database, expiredBy: string, limit: number) {
  return db
    .delete(refreshTokens)
    .where(
      inArray(
        refreshTokens.tokenHash,
        db
          .select({ tokenHash: refreshTokens.tokenHash })
          .from(sessions)
          .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
          .where(lte(sessions.expiresAt, expiredBy))
          .limit(limit),
      ),
    );
}

export function deleteExpiredAccountLinks(db: Database, before: string, limit: number) {
  return db
    .delete(accountTokens)
    .where(
      inArray(
        accountTokens.id,
        db.select({ id: accountTokens.id }).from(accountTokens).where(lt(accountTokens.expiresAt, before)).limit(limit),
      ),
    );
}

export function deleteUsedAccountLinks(db: Database, before: string, limit: number) {
  return db
    .delete(accountTokens)
    .where(
      inArray(
        accountTokens.id,
        db.select({ id: accountTokens.id }).from(accountTokens).where(lt(accountTokens.usedAt, before)).limit(limit),
      ),
    );
}

/** Rate-limit counters whose window started before `beforeSeconds` (Unix seconds, as stored). */
export function deleteOldRateLimitCounters(db: Database, beforeSeconds: number, limit: number) {
  // rowid: the table's key is two columns, and an IN over a row value has no builder words.
  const rowid = sql<number>`rowid`;
  return db
    .delete(rateLimitBuckets)
    .where(
      inArray(
        rowid,
        db.select({ rowid }).from(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, beforeSeconds)).limit(limit),
      ),
    );
}

export function deleteProfileViewsBefore(db: Database, before: string, limit: number) {
  return db
    .delete(trainerProfileViews)
    .where(
      inArray(
        trainerProfileViews.id,
        db
          .select({ id: trainerProfileViews.id })
          .from(trainerProfileViews)
          .where(lt(trainerProfileViews.viewedAt, before))
          .limit(limit),
      ),
    );
}

export function deleteSocialClicksBefore(db: Database, before: string, limit: number) {
  return db
    .delete(trainerSocialClicks)
    .where(
      inArray(
        trainerSocialClicks.id,
        db
          .select({ id: trainerSocialClicks.id })
          .from(trainerSocialClicks)
          .where(lt(trainerSocialClicks.clickedAt, before))
          .limit(limit),
      ),
    );
}

export function deleteSearchQueriesBefore(db: Database, before: string, limit: number) {
  return db
    .delete(searchQueries)
    .where(
      inArray(
        searchQueries.id,
        db.select({ id: searchQueries.id }).from(searchQueries).where(lt(searchQueries.createdAt, before)).limit(limit),
      ),
    );
}

/** The rollups' watermark, or null; it only moves forward, so a value read before a delete is a safe bound. */
export async function rolledUntil(db: Database): Promise<string | null> {
  const row = await db
    .select({ rolledUntil: rollupState.rolledUntil })
    .from(rollupState)
    .where(eq(rollupState.name, TRAINER_DAILY_ROLLUP))
    .get();
  return row?.rolledUntil ?? null;
}
