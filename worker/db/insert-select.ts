// Kept: drizzle's insert().select() must select every column in table order and fills in no defaults.
import { Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

type InsertRow<T extends SQLiteTable> = T['$inferInsert'];

/** What each column of an INSERT … SELECT takes: a value, a column of the FROM, or an expression. */
export type InsertSelectValues<T extends SQLiteTable> = {
  [K in keyof InsertRow<T>]?: InsertRow<T>[K] | SQLiteColumn | SQL;
};

/** What an INSERT that leaves the column out writes: its default, or NULL (a new rowid for the key). */
function defaultOf(column: Column): SQL {
  const value = column.defaultFn ? column.defaultFn() : column.default;
  if (value === undefined) return sql`null`;
  return is(value, SQL) ? value : sql`${sql.param(value, column)}`;
}

/**
 * The select list for `db.insert(table).select(qb => qb.select(insertSelection(table, …)).from(…))`.
 * Drizzle's INSERT … SELECT names every column of the table, in order, so each column not given
 * here gets what an INSERT leaving it out would (its schema default); values are bound parameters.
 */
export function insertSelection<T extends SQLiteTable>(
  table: T,
  values: InsertSelectValues<T>,
): { [K in keyof InsertRow<T>]-?: SQL | SQLiteColumn } {
  const given: Record<string, unknown> = values;
  const selection: Record<string, SQL | SQLiteColumn> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>)) {
    const value = given[key];
    if (value === undefined) selection[key] = defaultOf(column);
    else if (is(value, SQL)) selection[key] = value;
    else if (is(value, Column)) selection[key] = value as SQLiteColumn;
    else selection[key] = sql`${sql.param(value, column)}`;
  }
  return selection as { [K in keyof InsertRow<T>]-?: SQL | SQLiteColumn };
}
