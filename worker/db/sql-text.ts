// Kept: drizzle's QueryBuilder makes no runnable statement; this database builds the repositories' own, runs none.
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/sqlite-proxy';

/** Any drizzle SQLite database: the worker's D1 one (`Database`), or `sqlTextOnly`. */
export type QueryDb<TRunResult = unknown> = BaseSQLiteDatabase<'async', TRunResult>;

/**
 * A drizzle database that runs nothing: it renders the same SQL as the D1 one (the same SQLite
 * dialect), for what needs a query's text only: the query-plan tests, `npm run bench`, the seed.
 */
export const sqlTextOnly = drizzle(async () => {
  throw new Error('sqlTextOnly renders SQL; it runs nothing');
});
