import { ApiError } from './errors';

/**
 * Fixed-window counters in D1, so limits hold across every worker instance (no in-memory state).
 * A rule is a key prefix, a window and a maximum number of counted events in that window.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

function windowStart(rule: RateRule, now: number): number {
  const seconds = Math.floor(now / 1000);
  return seconds - (seconds % rule.windowSeconds);
}

/** Adds one event to each (rule, subject) counter in one round trip; returns the new counts. */
async function increment(db: D1Database, checks: { rule: RateRule; subject: string }[], now: number) {
  const statements = checks.map(({ rule, subject }) =>
    db
      .prepare(
        `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
      )
      .bind(`${rule.name}:${subject}`, windowStart(rule, now)),
  );
  return db.batch<{ count: number }>(statements);
}

/** Counts one event for each (rule, subject) and throws 429 if any is now over its limit. */
export async function consumeRateLimit(
  db: D1Database,
  checks: { rule: RateRule; subject: string }[],
  message: string,
  now = Date.now(),
): Promise<void> {
  const results = await increment(db, checks, now);
  checks.forEach(({ rule }, i) => {
    const count = results[i]?.results[0]?.count ?? 0;
    if (count > rule.limit) throw new ApiError(429, 'rate_limited', message);
  });
  // Old windows are useless; trim them now and then rather than on every request.
  if (Math.random() < 0.02) {
    await db
      .prepare('DELETE FROM rate_limit_buckets WHERE window_start < ?')
      .bind(Math.floor(now / 1000) - 86_400)
      .run();
  }
}

/**
 * Takes back one counted event (e.g. a sign-in attempt that succeeded), so only failures use up
 * the allowance. Counting first and refunding later keeps the check atomic under parallel requests.
 */
export async function refundRateEvent(db: D1Database, checks: { rule: RateRule; subject: string }[], now = Date.now()) {
  await db.batch(
    checks.map(({ rule, subject }) =>
      db
        .prepare('UPDATE rate_limit_buckets SET count = max(count - 1, 0) WHERE key = ? AND window_start = ?')
        .bind(`${rule.name}:${subject}`, windowStart(rule, now)),
    ),
  );
}
