import { benchmarkStatements } from '../../db/trainer-benchmarks';
import { monthKey, shiftMonth } from '../../shared/months';

/** The benchmark job's schedule (also in wrangler.toml `[triggers] crons`): daily at 02:30 UTC. */
export const BENCHMARK_CRON = '30 2 * * *';

/**
 * Scheduled job: per-category median contact conversion for the current month (so far) and the
 * previous one (final once the month is over; the first run of a month completes it), written to
 * `trainer_benchmarks` in one transaction. The analytics page reads one row of that table.
 */
export async function computeBenchmarks(db: D1Database, now: Date): Promise<void> {
  const current = monthKey(now);
  const computedAt = now.toISOString();
  const statements = [shiftMonth(current, -1), current].flatMap((month) => benchmarkStatements(month, computedAt));
  await db.batch(statements.map((s) => db.prepare(s.sql).bind(...s.params)));
}
