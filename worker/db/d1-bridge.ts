import { Column, type GetColumnData, is, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { textMatch } from '../lib/text-match';
import type { Database } from './client';

/**
 * Bridges between drizzle and the modules that still build SQL as text with `?` bindings: the
 * audit log's statements (features/admin/audit-log.repository) and the search condition
 * (lib/text-match). Everything else the repositories send is built with drizzle; once those two
 * modules are too, this file goes.
 *
 * A change and its audit entry must be one transaction, i.e. one D1 batch. drizzle's `db.batch`
 * cannot carry a statement built outside its builder (a raw `db.run(sql)` item with bindings
 * fails: drizzle-orm#2277), so such a batch runs on D1 itself: the change is built with drizzle
 * and handed over with `d1Statement`, and the rows its RETURNING gave are read back with
 * `decodedRows`, decoded by the same schema columns.
 */

/** SQL text with plain `?` bindings (no `?NNN`, no `?` inside a literal) as a drizzle fragment. */
export function sqlText(text: string, params: readonly unknown[]): SQL {
  const parts = text.split('?');
  if (/\?\d/.test(text) || parts.length !== params.length + 1) {
    throw new Error(`sqlText: ${parts.length - 1} bindings in the text, ${params.length} values`);
  }
  return sql.join(parts.flatMap((part, i) => (i === 0 ? [sql.raw(part)] : [sql.param(params[i - 1]), sql.raw(part)])));
}

/** lib/text-match's search condition over columns of the one table a query reads (bare names). */
export function textMatchOn(columns: readonly SQLiteColumn[], term: string): SQL {
  const match = textMatch(
    columns.map((column) => column.name),
    term,
  );
  return sqlText(match.sql, match.params);
}

/** `EXISTS (<query>)` as the text and bindings an audit entry's `onlyIf` takes. */
export function existsCondition(query: { toSQL(): { sql: string; params: unknown[] } }): {
  sql: string;
  params: unknown[];
} {
  const { sql: text, params } = query.toSQL();
  return { sql: `EXISTS (${text})`, params };
}

/** A query built with drizzle as a D1 statement, for a D1 batch that also holds an audit entry. */
export function d1Statement(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
}

type Fields = Record<string, SQLiteColumn | SQL>;
type DecodedRow<F extends Fields> = {
  [K in keyof F]: F[K] extends SQLiteColumn ? GetColumnData<F[K]> : F[K] extends SQL<infer T> ? T : never;
};

/**
 * The rows of a D1 result whose columns are `fields` in order (a `d1Statement` built with
 * `.returning(fields)` or `.select(fields)`), typed and decoded as drizzle's own batch would: by
 * position, each column's value through that column's decoder; `sql` fields as they came.
 */
export function decodedRows<F extends Fields>(fields: F, result: D1Result | undefined): DecodedRow<F>[] {
  const entries = Object.entries(fields);
  return (result?.results ?? []).map((row) => {
    const values = Object.values(row as Record<string, unknown>);
    return Object.fromEntries(
      entries.map(([key, field], i) => {
        const value = values[i] ?? null;
        return [key, value !== null && is(field, Column) ? field.mapFromDriverValue(value) : value];
      }),
    ) as DecodedRow<F>;
  });
}
