import { rollupRange, rollupStatements } from '#worker/db/analytics-rollups';
import type { Database } from '#worker/db/client';
import { nextRollupDay, runInOneBatch } from './analytics-jobs.repository';

/** Rolls up the settled days not yet rolled up, capped per run, with the watermark in one transaction (decision 065). */
export async function rollUpAnalytics(db: Database, now: Date): Promise<{ fromDay: string; untilDay: string } | null> {
  const range = rollupRange((await nextRollupDay(db)) ?? '9', now);
  if (!range) return null;
  await runInOneBatch(db, rollupStatements(range.fromDay, range.untilDay));
  return range;
}
