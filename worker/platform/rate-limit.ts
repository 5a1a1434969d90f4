import type { Database } from '#worker/db/client';
import { ApiError } from '#worker/lib/errors';
import {
  decrementRateBuckets,
  deleteRateBucketsBefore,
  incrementRateBuckets,
  type RateBucket,
} from './rate-limit.repository';

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
function bucketOf({ rule, subject }: RateCheck, now: number): RateBucket {
  return { key: `${rule.name}:${subject}`, windowStart: windowStart(rule, now) };
}

/** Counts one event for each (rule, subject) and throws 429 if any is now over its limit. */
export async function consumeRateLimit(
  db: Database,
  checks: RateCheck[],
  message: string,
  now = Date.now(),
): Promise<void> {
  const counts = await incrementRateBuckets(
    db,
    checks.map((check) => bucketOf(check, now)),
  );
  checks.forEach(({ rule }, i) => {
    if ((counts[i] ?? 0) > rule.limit) throw new ApiError(429, 'rate_limited', message);
  });
  // Old windows are useless; trim them now and then rather than on every request.
  if (Math.random() < 0.02) {
    await deleteRateBucketsBefore(db, Math.floor(now / 1000) - 86_400);
  }
}

/**
 * Takes back one counted event (e.g. a sign-in attempt that succeeded), so only failures use up
 * the allowance. Counting first and refunding later keeps the check atomic under parallel requests.
 */
export async function refundRateEvent(db: Database, checks: RateCheck[], now = Date.now()) {
  await decrementRateBuckets(
    db,
    checks.map((check) => bucketOf(check, now)),
  );
}
