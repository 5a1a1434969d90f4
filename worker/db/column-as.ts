import { type GetColumnData, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * A selected column under a name of its own, typed and decoded as the column. drizzle's D1 batch
 * reads each row as an object keyed by column name, so two selected columns of the same name (the
 * `id`s of a join) would collapse into one and shift every value after them: give all but one of
 * them a name.
 */
export function columnAs<C extends SQLiteColumn>(column: C, name: string): SQL.Aliased<GetColumnData<C>> {
  return sql<GetColumnData<C>>`${column}`.mapWith(column).as(name);
}

/** `columnAs` for a column of a left-joined table: null where nothing joined. */
export function leftJoinedColumnAs<C extends SQLiteColumn>(
  column: C,
  name: string,
): SQL.Aliased<GetColumnData<C> | null> {
  return sql<GetColumnData<C> | null>`${column}`.mapWith(column).as(name);
}
