import { monthKey, shiftMonth } from '#shared/months';
import type { Database } from '#worker/db/client';
import { benchmarkStatements } from '#worker/db/trainer-benchmarks';
import { runInOneBatch } from './analytics-jobs.repository';

/** The daily analytics schedule, rollups then benchmarks (also in wrangler.toml `[triggers] crons`): 02:30 UTC. */
export const BENCHMARK_CRON = '30 2 * * *';

/**
 * Scheduled job: per-category median contact conversion for the current month (so far) and the
 * previous one (final once the month is over; the first run of a month completes it), written to
 * `trainer_benchmarks` in one transaction. The analytics page reads one row of that table.
 */
export async function computeBenchmarks(db: Database, now: Date): Promise<void> {
  const current = monthKey(now);
  const computedAt = now.toISOString();
  const statements = [shiftMonth(current, -1), current].flatMap((month) => benchmarkStatements(month, computedAt));
  await runInOneBatch(db, statements);
}
