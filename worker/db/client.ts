import { drizzle } from 'drizzle-orm/d1';

export type Database = ReturnType<typeof createDb>;

/**
 * One per request (it wraps the request's D1 session). Without `schema`: the repositories use the
 * query builder only, never `db.query`, and building the relational config from the schema on
 * every request was most of an API request's own CPU time.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}
