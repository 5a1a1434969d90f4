import { createDb, type Database } from '#worker/db/client';
import { log } from '#worker/platform/log/logger';
import {
  deleteExpiredAccountLinks,
  deleteExpiredSessionTokens,
  deleteOldRateLimitCounters,
  deleteProfileViewsBefore,
  deleteSearchQueriesBefore,
  deleteSocialClicksBefore,
  deleteUsedAccountLinks,
  rolledUntil,
} from './housekeeping.repository';
import {
  ACCOUNT_LINK_RETENTION_MS,
  HOUSEKEEPING_BATCH_ROWS,
  HOUSEKEEPING_MAX_BATCHES,
  HOUSEKEEPING_TIME_BUDGET_MS,
  RATE_LIMIT_COUNTER_RETENTION_SECONDS,
  RAW_EVENT_RETENTION_MS,
  REFRESH_TOKENS_KEPT_AFTER_SESSION_EXPIRY_MS,
} from './retention';

/** One kind of row in a run: how many were deleted, and whether the run got through them all (false: the rest waits a day). */
export interface HousekeepingResult {
  kind: string;
  deleted: number;
  complete: boolean;
}

export interface HousekeepingLimits {
  batchRows: number;
  maxBatches: number;
  timeBudgetMs: number;
}

const DEFAULT_LIMITS: HousekeepingLimits = {
  batchRows: HOUSEKEEPING_BATCH_ROWS,
  maxBatches: HOUSEKEEPING_MAX_BATCHES,
  timeBudgetMs: HOUSEKEEPING_TIME_BUDGET_MS,
};

/** A kind's delete with its bound fixed for this run (null: nothing of the kind may go yet). */
interface Sweep {
  kind: string;
  deleteBatch: ((limit: number) => Promise<{ meta: { changes: number } }>) | null;
}

/** The earlier of two ISO-8601 days or times ('YYYY-MM-DD' sorts before that day's times). */
function earlier(a: string, b: string): string {
  if (a < b) return a;
  return b;
}

async function sweepsAt(db: Database, now: Date): Promise<Sweep[]> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const linkBound = ago(ACCOUNT_LINK_RETENTION_MS);
  const eventBound = ago(RAW_EVENT_RETENTION_MS);
  // A raw view or click goes only once the rollups count its day: before the watermark too.
  const watermark = await rolledUntil(db);
  const rolled = watermark === null ? null : earlier(watermark, eventBound);
  const windowBound = Math.floor(now.getTime() / 1000) - RATE_LIMIT_COUNTER_RETENTION_SECONDS;
  return [
    {
      kind: 'refresh_tokens',
      deleteBatch: (limit) => deleteExpiredSessionTokens(db, ago(REFRESH_TOKENS_KEPT_AFTER_SESSION_EXPIRY_MS), limit),
    },
    { kind: 'account_links_expired', deleteBatch: (limit) => deleteExpiredAccountLinks(db, linkBound, limit) },
    { kind: 'account_links_used', deleteBatch: (limit) => deleteUsedAccountLinks(db, linkBound, limit) },
    { kind: 'rate_limit_counters', deleteBatch: (limit) => deleteOldRateLimitCounters(db, windowBound, limit) },
    {
      kind: 'profile_views',
      deleteBatch: rolled === null ? null : (limit) => deleteProfileViewsBefore(db, rolled, limit),
    },
    {
      kind: 'social_clicks',
      deleteBatch: rolled === null ? null : (limit) => deleteSocialClicksBefore(db, rolled, limit),
    },
    { kind: 'search_queries', deleteBatch: (limit) => deleteSearchQueriesBefore(db, eventBound, limit) },
  ];
}

/**
 * The daily housekeeping (Cron Trigger `HOUSEKEEPING_CRON`, schedule.ts): deletes the short-lived
 * rows past their retention (retention.ts), each kind in batches of `batchRows`, at most
 * `maxBatches` per kind and no new batch after `timeBudgetMs`, so a run's work is bounded however
 * much has piled up; a backlog is worked off over the following days. Logs one JSON line.
 */
export async function runHousekeeping(
  env: Env,
  now: Date,
  limits: HousekeepingLimits = DEFAULT_LIMITS,
): Promise<HousekeepingResult[]> {
  const db = createDb(env.DB);
  const stopAt = Date.now() + limits.timeBudgetMs;
  const results: HousekeepingResult[] = [];
  for (const { kind, deleteBatch } of await sweepsAt(db, now)) {
    let deleted = 0;
    let complete = deleteBatch === null;
    for (let batch = 0; deleteBatch && batch < limits.maxBatches && Date.now() < stopAt; batch++) {
      const { meta } = await deleteBatch(limits.batchRows);
      deleted += meta.changes;
      if (meta.changes < limits.batchRows) {
        complete = true;
        break;
      }
    }
    results.push({ kind, deleted, complete });
  }
  log.info('Housekeeping done', { job: 'housekeeping', at: now.toISOString(), results });
  return results;
}
