import { NEXT_ROLLUP_DAY_SQL, rollupRange, rollupStatements } from '#worker/db/analytics-rollups';
import type { Database } from '#worker/db/client';

/**
 * Scheduled job (the daily analytics cron, before the benchmarks): rolls up the closed UTC days
 * not rolled up yet, once they have been over for `ROLLUP_SETTLE_DAYS` days, at most
 * `ROLLUP_MAX_DAYS_PER_RUN` days per run, in one transaction with the watermark. Returns the range
 * it rolled up (null: nothing to do).
 */
export async function rollUpAnalytics(db: Database, now: Date): Promise<{ fromDay: string; untilDay: string } | null> {
  // Raw D1: the statements are SQL text the seeds share (numbered parameters, an upsert on a
  // SELECT), and drizzle's D1 batch cannot run raw SQL with parameters.
  const d1 = db.$client;
  const next = await d1.prepare(NEXT_ROLLUP_DAY_SQL).first<{ day: string }>();
  const range = rollupRange(next?.day ?? '9', now);
  if (!range) return null;
  const statements = rollupStatements(range.fromDay, range.untilDay);
  await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
  return range;
}
