import { rollupRange, rollupStatements } from '#worker/db/analytics-rollups';
import type { Database } from '#worker/db/client';
import { nextRollupDay, runInOneBatch } from './analytics-jobs.repository';

/**
 * Scheduled job (the daily analytics cron, before the benchmarks): rolls up the closed UTC days
 * not rolled up yet, once they have been over for `ROLLUP_SETTLE_DAYS` days, at most
 * `ROLLUP_MAX_DAYS_PER_RUN` days per run, in one transaction with the watermark. Returns the range
 * it rolled up (null: nothing to do).
 */
export async function rollUpAnalytics(db: Database, now: Date): Promise<{ fromDay: string; untilDay: string } | null> {
  const range = rollupRange((await nextRollupDay(db)) ?? '9', now);
  if (!range) return null;
  await runInOneBatch(db, rollupStatements(range.fromDay, range.untilDay));
  return range;
}
