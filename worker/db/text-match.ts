// Kept: drizzle's like() is refused by D1 past a 50-byte pattern, and instr() has no drizzle operator.
import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/** Any of `columns` contains `term` (ASCII any case); `instr` has no wildcards, so `%`, `_` and `\` are plain (decision 071). */
export function containsText(columns: readonly AnyColumn[], term: string): SQL | undefined {
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${term})) > 0`));
}
