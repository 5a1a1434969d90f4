import { monthKey, shiftMonth } from '#shared/months';
import type { Database } from '#worker/db/client';
import { benchmarkStatements } from '#worker/db/trainer-benchmarks';
import { runInOneBatch } from './analytics-jobs.repository';

/** The daily analytics schedule, rollups then benchmarks (also in wrangler.toml `[triggers] crons`): 02:30 UTC. */
export const BENCHMARK_CRON = '30 2 * * *';

/** The current and previous month's medians, in one transaction; the previous is final after the month's first run. */
export async function computeBenchmarks(db: Database, now: Date): Promise<void> {
  const current = monthKey(now);
  const computedAt = now.toISOString();
  const statements = [shiftMonth(current, -1), current].flatMap((month) => benchmarkStatements(month, computedAt));
  await runInOneBatch(db, statements);
}
