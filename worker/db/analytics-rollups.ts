// SQL text, not the builder: the seeds inline it under Node, and the cron job sends it to D1's own batch.
import type { Query } from 'drizzle-orm';

/**
 * The daily analytics rollups (`trainer_daily_views`, `trainer_daily_keywords`,
 * `trainer_daily_clicks`, watermark in `rollup_state`) as SQL text, here below the features because
 * three owners run it: the scheduled job (worker/features/analytics/rollups.job.ts), the local seed
 * (db/seed/generate-seed.ts) and the scale seed, which call `rollupStatements` after writing events.
 * Plain TypeScript (no Workers types), so the seeds run it under Node and the query plan test
 * EXPLAINs it. Days are UTC, 'YYYY-MM-DD'; an event's day is the first 10 characters of its
 * ISO-8601 time, so a day string is also the lower bound of that day's event times.
 */

/** The rollups' row in `rollup_state`. */
export const TRAINER_DAILY_ROLLUP = 'trainer_daily';

/**
 * A day is rolled up once it has been over for this many days. Until then readers count it from
 * the raw events, so an event the queue delivers late (a consumer backlog or outage; retries are
 * seconds apart) still counts everywhere if it arrives within this window. Later than that, it
 * is in the raw table but not in the rollup until its day is rolled up again by hand
 * (`rollupStatements` replaces a day).
 */
export const ROLLUP_SETTLE_DAYS = 2;

/** At most this many days per job run: a backlog (first deploy, missed runs) catches up over runs. */
export const ROLLUP_MAX_DAYS_PER_RUN = 14;

const DAY_MS = 86_400_000;

/** The UTC day of a time, 'YYYY-MM-DD'. */
export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The day `offset` days after `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The first day a run at `now` leaves to the raw events: it rolls up days before this one. */
export function rollupCutoffDay(now: Date): string {
  return shiftDay(utcDayOf(now), -ROLLUP_SETTLE_DAYS);
}

/** The watermark as an SQL expression: '' (before every day) while nothing is rolled up. */
export const ROLLED_UNTIL_SQL = `coalesce((SELECT rolled_until FROM rollup_state WHERE name = '${TRAINER_DAILY_ROLLUP}'), '')`;

/** The first event's time over both event tables ('9' when there is none: after every day). */
const FIRST_EVENT_SQL = `min(coalesce((SELECT min(viewed_at) FROM trainer_profile_views), '9'),
  coalesce((SELECT min(clicked_at) FROM trainer_social_clicks), '9'))`;

/**
 * Where the next run starts: the watermark, or, before the first run, the first event's day
 * ('9…' when there are no events yet, so there is nothing to roll up).
 */
export const NEXT_ROLLUP_DAY_SQL = `SELECT substr(coalesce(
  (SELECT rolled_until FROM rollup_state WHERE name = '${TRAINER_DAILY_ROLLUP}'), ${FIRST_EVENT_SQL}), 1, 10) AS day`;

/**
 * The statements that roll up the days [fromDay, untilDay) of every trainer: each rollup's rows of
 * those days deleted and recomputed from the raw events (so running a day again replaces it, never
 * double counts), then the watermark moved to `untilDay`. Run them in one batch (one transaction).
 * Each read is one range of the event tables' time indexes; work grows with the events of those
 * days, not with the tables.
 *
 * The watermark only moves forward, and only if no day before `fromDay` is left out: `fromDay` must
 * be at or before the current watermark, or, while nothing is rolled up, at or before the first
 * event's day. Otherwise the rows are written but readers keep reading raw events (a gap in the
 * rollups would otherwise read as zero).
 */
export function rollupStatements(fromDay: string, untilDay: string): Query[] {
  const range = [fromDay, untilDay];
  return [
    { sql: 'DELETE FROM trainer_daily_views WHERE day >= ?1 AND day < ?2', params: range },
    {
      sql: `INSERT INTO trainer_daily_views (trainer_id, day, source_page, views)
        SELECT v.trainer_id, substr(v.viewed_at, 1, 10), v.source_page, count(*) FROM trainer_profile_views v
        WHERE v.viewed_at >= ?1 AND v.viewed_at < ?2
        GROUP BY v.trainer_id, substr(v.viewed_at, 1, 10), v.source_page`,
      params: range,
    },
    { sql: 'DELETE FROM trainer_daily_keywords WHERE day >= ?1 AND day < ?2', params: range },
    {
      // The page's keyword groups: lower() (ASCII) here, non-ASCII case folded when it is read.
      sql: `INSERT INTO trainer_daily_keywords (trainer_id, day, keyword, views)
        SELECT v.trainer_id, substr(v.viewed_at, 1, 10), lower(v.search_query), count(*) FROM trainer_profile_views v
        WHERE v.viewed_at >= ?1 AND v.viewed_at < ?2
          AND v.search_query IS NOT NULL AND trim(v.search_query) <> ''
        GROUP BY v.trainer_id, substr(v.viewed_at, 1, 10), lower(v.search_query)`,
      params: range,
    },
    { sql: 'DELETE FROM trainer_daily_clicks WHERE day >= ?1 AND day < ?2', params: range },
    {
      sql: `INSERT INTO trainer_daily_clicks (trainer_id, day, platform, clicks)
        SELECT c.trainer_id, substr(c.clicked_at, 1, 10), c.platform, count(*) FROM trainer_social_clicks c
        WHERE c.clicked_at >= ?1 AND c.clicked_at < ?2
        GROUP BY c.trainer_id, substr(c.clicked_at, 1, 10), c.platform`,
      params: range,
    },
    {
      sql: `INSERT INTO rollup_state (name, rolled_until)
        SELECT '${TRAINER_DAILY_ROLLUP}', ?2
        WHERE ?1 <= coalesce((SELECT rolled_until FROM rollup_state WHERE name = '${TRAINER_DAILY_ROLLUP}'), ${FIRST_EVENT_SQL})
        ON CONFLICT (name) DO UPDATE SET rolled_until = max(rolled_until, excluded.rolled_until),
          updated_at = excluded.updated_at`,
      params: range,
    },
  ];
}

/**
 * What one run of the job at `now` rolls up, given where it starts (`NEXT_ROLLUP_DAY_SQL`): from
 * there up to the cutoff, at most `ROLLUP_MAX_DAYS_PER_RUN` days; null when there is nothing to do.
 */
export function rollupRange(nextDay: string, now: Date): { fromDay: string; untilDay: string } | null {
  const cutoff = rollupCutoffDay(now);
  if (nextDay >= cutoff) return null;
  const limit = shiftDay(nextDay, ROLLUP_MAX_DAYS_PER_RUN);
  if (limit < cutoff) return { fromDay: nextDay, untilDay: limit };
  return { fromDay: nextDay, untilDay: cutoff };
}
