import type { Query } from 'drizzle-orm';
import { NEXT_ROLLUP_DAY_SQL } from '#worker/db/analytics-rollups';
import type { Database } from '#worker/db/client';

/*
 * Raw D1 for the scheduled jobs: their statements are SQL text the seeds share (numbered
 * parameters, window functions, an upsert on a SELECT), and drizzle's D1 batch cannot run raw SQL
 * with parameters.
 */

/** The first day the rollups have not covered yet (null before any event). */
export async function nextRollupDay(db: Database): Promise<string | null> {
  const next = await db.$client.prepare(NEXT_ROLLUP_DAY_SQL).first<{ day: string }>();
  return next?.day ?? null;
}

/** Runs shared SQL statements in one batch: one round trip, one transaction. */
export async function runInOneBatch(db: Database, statements: readonly Query[]): Promise<void> {
  const d1 = db.$client;
  await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}
