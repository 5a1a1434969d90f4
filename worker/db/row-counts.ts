// Here, not in a feature: migration 0016's triggers keep these counters; the listing and admin screens read them.
import { inArray } from 'drizzle-orm';
import { rowCounts } from '#worker/db/schema';
import type { QueryDb } from '#worker/db/sql-text';

/**
 * The counters in `row_counts`, kept exact by the triggers of migration 0016 in the same
 * transaction as every write. `trainers:listed` is the public listing's unfiltered total
 * (approved, owner not banned, at least one service).
 */
export const COUNTER_NAMES = [
  'profiles',
  'trainers',
  'trainers:pending',
  'trainers:approved',
  'trainers:rejected',
  'trainers:listed',
  'reviews',
  'blog_posts',
  'faqs',
  'contact_submissions',
  'contact_submissions:unread',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
export type Counters<N extends CounterName> = Record<N, number>;

/** The statement reading `names` (one primary-key lookup each), for a caller's `db.batch`. */
export function countersQuery<TRunResult>(db: QueryDb<TRunResult>, names: readonly CounterName[]) {
  return db.select({ name: rowCounts.name, n: rowCounts.n }).from(rowCounts).where(inArray(rowCounts.name, names));
}

/** The rows of `countersQuery` as a record; a counter without a row reads 0. */
export function toCounters<N extends CounterName>(
  names: readonly N[],
  rows: readonly { name: string; n: number }[],
): Counters<N> {
  const counters = Object.fromEntries(names.map((name) => [name, 0])) as Counters<N>;
  for (const row of rows) if (row.name in counters) counters[row.name as N] = row.n;
  return counters;
}
