// Kept: drizzle's like() is refused by D1 past a 50-byte pattern, and instr() has no drizzle operator.
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * A WHERE condition true when any of `columns` contains `term` (ASCII letters in any case, as LIKE
 * matches). Not LIKE: D1 refuses a LIKE pattern longer than 50 bytes, and the searches take up to
 * 200 characters (up to 800 bytes); `instr` takes any length and has no wildcards, so `%`, `_` and
 * `\` in the term are plain characters.
 */
export function containsText(columns: readonly AnyColumn[], term: string): SQL | undefined {
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${term})) > 0`));
}
