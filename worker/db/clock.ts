// Kept: drizzle has no expression for D1's clock in the text format the schema's defaults store.
import { sql } from 'drizzle-orm';

/**
 * D1's own clock, in the format the schema stores (ISO-8601 UTC text with milliseconds): for
 * writes and filters that must agree with the column defaults, not with this isolate's clock.
 */
export const dbNow = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** D1's clock moved by an SQLite date modifier, e.g. `-7 days`. */
export function dbNowShifted(modifier: string) {
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${modifier})`;
}
