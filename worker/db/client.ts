import { drizzle } from 'drizzle-orm/d1';

export type Database = ReturnType<typeof createDb>;

/** One per request, over its D1 session. No `schema`: building the relational config per request is costly (decision 048). */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}
