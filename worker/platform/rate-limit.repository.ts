import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { rateLimitBuckets } from '#worker/db/schema';

/** One fixed-window counter row (rate-limit.ts). */
export interface RateBucket {
  key: string;
  windowStart: number;
}

/** Adds one event to each counter in one round trip; returns the new counts, in order. */
export async function incrementRateBuckets(db: Database, buckets: readonly RateBucket[]): Promise<number[]> {
  const [first, ...rest] = buckets.map((bucket) =>
    db
      .insert(rateLimitBuckets)
      .values({ ...bucket, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
        set: { count: sql`${rateLimitBuckets.count} + 1` },
      })
      .returning({ count: rateLimitBuckets.count }),
  );
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.map(([row]) => row?.count ?? 0);
}

/** Takes one event back from each counter (never below 0), in one round trip. */
export async function decrementRateBuckets(db: Database, buckets: readonly RateBucket[]): Promise<void> {
  const [first, ...rest] = buckets.map((bucket) =>
    db
      .update(rateLimitBuckets)
      .set({ count: sql`max(${rateLimitBuckets.count} - 1, 0)` })
      .where(and(eq(rateLimitBuckets.key, bucket.key), eq(rateLimitBuckets.windowStart, bucket.windowStart))),
  );
  if (first) await db.batch([first, ...rest]);
}

/** Deletes the counters of windows that started before `windowStart` (seconds). */
export async function deleteRateBucketsBefore(db: Database, windowStart: number): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, windowStart));
}
