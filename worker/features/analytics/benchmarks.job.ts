import { monthKey, shiftMonth } from '#shared/months';
import type { Database } from '#worker/db/client';
import { benchmarkStatements } from '#worker/db/trainer-benchmarks';

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
  // Raw D1: the statements are SQL text the local seed shares (window functions feeding an INSERT …
  // SELECT, numbered parameters), and drizzle's D1 batch cannot run raw SQL with parameters.
  const d1 = db.$client;
  await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}
