// Kept: drizzle has no hook to add a read to a batch its caller builds (same round trip, same snapshot as the data).
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';

/**
 * A Database whose first `batch` runs `lead` ahead of the caller's statements, same round trip and transaction;
 * `onRows` may throw, and the caller then gets that error. Everything else is `db` itself, through the prototype.
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
