// Kept: drizzle has no hook to add a read to a batch its caller builds (same round trip, same snapshot as the data).
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';

/**
 * A Database whose first `batch` runs `lead` ahead of the caller's statements, in the same round
 * trip and the same transaction; `onRows` receives its rows before the caller receives its own
 * results, and may throw, and the caller then receives that error instead of the results. Round
 * trips, not SQL, are most of a simple read's time, so a read that must come with another (a
 * cache version, an authorization check) rides along instead of costing one of its own.
 *
 * Everything but `batch` (the query builders, single queries) is `db` itself, through the
 * prototype; a caller that never batches never runs `lead`.
 */
export function withLeadingRead<L extends BatchItem<'sqlite'>>(
  db: Database,
  lead: L,
  onRows: (rows: BatchResponse<[L]>[0]) => void,
): Database {
  let led = false;
  async function batch<U extends BatchItem<'sqlite'>, T extends Readonly<[U, ...U[]]>>(
    queries: T,
  ): Promise<BatchResponse<T>> {
    if (led) return db.batch(queries);
    led = true;
    const [rows, ...results] = await db.batch([lead, ...queries]);
    onRows(rows as BatchResponse<[L]>[0]);
    return results as unknown as BatchResponse<T>;
  }
  const wrapped: Database = Object.create(db);
  wrapped.batch = batch;
  return wrapped;
}
