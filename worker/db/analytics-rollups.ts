// SQL text, not the builder: the seeds inline it under Node, and the cron job sends it to D1's own batch.
import type { Query } from 'drizzle-orm';

// The daily analytics rollups (decision 065), below the features because the cron job and both seeds run them.
// Days are UTC 'YYYY-MM-DD', which is also the lower bound of that day's ISO-8601 event times.
export const TRAINER_DAILY_ROLLUP = 'trainer_daily';

/** Readers count a day from the raw events until it has been over this long, so a late queue delivery still counts. */
export const ROLLUP_SETTLE_DAYS = 2;

/** At most this many days per job run: a backlog (first deploy, missed runs) catches up over runs. */
export const ROLLUP_MAX_DAYS_PER_RUN = 14;

const DAY_MS = 86_400_000;

export function utcDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

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

/** Where the next run starts: the watermark, or before the first run the first event's day ('9…' when none). */
export const NEXT_ROLLUP_DAY_SQL = `SELECT substr(coalesce(
  (SELECT rolled_until FROM rollup_state WHERE name = '${TRAINER_DAILY_ROLLUP}'), ${FIRST_EVENT_SQL}), 1, 10) AS day`;

/**
 * Replace the days [fromDay, untilDay) of every rollup (rerunning a day never double counts), then move the
 * watermark; run in one batch. The watermark never skips a day: a gap would read as zero.
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

/** What one run at `now` rolls up from `nextDay`, capped per run; null when nothing is due. */
export function rollupRange(nextDay: string, now: Date): { fromDay: string; untilDay: string } | null {
  const cutoff = rollupCutoffDay(now);
  if (nextDay >= cutoff) return null;
  const limit = shiftDay(nextDay, ROLLUP_MAX_DAYS_PER_RUN);
  if (limit < cutoff) return { fromDay: nextDay, untilDay: limit };
  return { fromDay: nextDay, untilDay: cutoff };
}
