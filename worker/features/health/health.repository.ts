import { sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';

/** A round trip to D1 that reads no table; throws when the database is not reachable. */
export async function pingDatabase(db: Database): Promise<void> {
  // Raw SQL: the builder has no select without a table.
  await db.get(sql`select 1`);
}
