import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { rateLimitBuckets } from '#worker/db/schema';
import { ApiError } from '#worker/lib/errors';

/**
 * Fixed-window counters in D1, so limits hold across every worker instance (no in-memory state).
 * A rule is a key prefix, a window and a maximum number of counted events in that window.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

type RateCheck = { rule: RateRule; subject: string };

function windowStart(rule: RateRule, now: number): number {
  const seconds = Math.floor(now / 1000);
  return seconds - (seconds % rule.windowSeconds);
}

/** The counter row of a check in the window `now` falls in. */
function bucketOf({ rule, subject }: RateCheck, now: number) {
  return { key: `${rule.name}:${subject}`, windowStart: windowStart(rule, now) };
}

/** Adds one event to each (rule, subject) counter in one round trip; returns the new counts. */
async function increment(db: Database, checks: RateCheck[], now: number): Promise<number[]> {
  const [first, ...rest] = checks.map((check) =>
    db
      .insert(rateLimitBuckets)
      .values({ ...bucketOf(check, now), count: 1 })
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

/** Counts one event for each (rule, subject) and throws 429 if any is now over its limit. */
export async function consumeRateLimit(
  db: Database,
  checks: RateCheck[],
  message: string,
  now = Date.now(),
): Promise<void> {
  const counts = await increment(db, checks, now);
  checks.forEach(({ rule }, i) => {
    if ((counts[i] ?? 0) > rule.limit) throw new ApiError(429, 'rate_limited', message);
  });
  // Old windows are useless; trim them now and then rather than on every request.
  if (Math.random() < 0.02) {
    await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, Math.floor(now / 1000) - 86_400));
  }
}

/**
 * Takes back one counted event (e.g. a sign-in attempt that succeeded), so only failures use up
 * the allowance. Counting first and refunding later keeps the check atomic under parallel requests.
 */
export async function refundRateEvent(db: Database, checks: RateCheck[], now = Date.now()) {
  const [first, ...rest] = checks.map((check) => {
    const bucket = bucketOf(check, now);
    return db
      .update(rateLimitBuckets)
      .set({ count: sql`max(${rateLimitBuckets.count} - 1, 0)` })
      .where(and(eq(rateLimitBuckets.key, bucket.key), eq(rateLimitBuckets.windowStart, bucket.windowStart)));
  });
  if (first) await db.batch([first, ...rest]);
}
