import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * A WHERE condition true when any of `columns` contains `term` (ASCII letters in any case, as LIKE
 * matches), with its parameters. Not LIKE: D1 refuses a LIKE pattern longer than 50 bytes, and the
 * searches take up to 200 characters (up to 800 bytes); `instr` takes any length and has no
 * wildcards, so `%`, `_` and `\` in the term are plain characters.
 */
export function textMatch(columns: readonly string[], term: string): { sql: string; params: string[] } {
  return {
    sql: `(${columns.map((column) => `instr(lower(${column}), lower(?)) > 0`).join(' OR ')})`,
    params: columns.map(() => term),
  };
}

/** The same condition for the query builder, on schema columns. */
export function containsText(columns: readonly AnyColumn[], term: string): SQL | undefined {
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${term})) > 0`));
}
