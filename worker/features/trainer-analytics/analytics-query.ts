import type { Statement } from '../../db/statement.ts';
import { primaryCategorySql } from '../../db/trainer-benchmarks.ts';
import { monthBounds, shiftMonth } from '../../shared/months.ts';

/** The acting user's trainer id as a scalar subquery (evaluated once per statement). */
const MY_TRAINER = '(SELECT id FROM trainers WHERE user_id = ?1)';

/** How many keyword groups to read before folding case in JS (SQLite's lower() is ASCII-only). */
export const KEYWORD_GROUPS_READ = 100;

/**
 * SQL for one month of a trainer's analytics. Plain TypeScript (no Workers types), so the query
 * plan test and tooling can EXPLAIN exactly what the endpoint runs. Every statement is scoped to the
 * acting user's own trainer record through `?1` (their user id), and every aggregate reads one
 * month's range of a covering index on (trainer_id, time, ...): never the whole event tables.
 */
export function buildAnalyticsQueries(actorId: string, month: string) {
  const { start, end } = monthBounds(month);
  const previousStart = monthBounds(shiftMonth(month, -1)).start;
  const inMonth = [actorId, start, end];
  const views = `FROM trainer_profile_views WHERE trainer_id = ${MY_TRAINER} AND viewed_at >= ?2 AND viewed_at < ?3`;
  const clicks = `FROM trainer_social_clicks WHERE trainer_id = ${MY_TRAINER} AND clicked_at >= ?2 AND clicked_at < ?3`;
  return {
    trainer: {
      sql: `SELECT t.id, ${primaryCategorySql('t.id')} AS category FROM trainers t WHERE t.user_id = ?1`,
      params: [actorId],
    },
    totals: {
      sql: `SELECT
        (SELECT count(*) ${views}) AS views,
        (SELECT count(*) FROM trainer_profile_views
          WHERE trainer_id = ${MY_TRAINER} AND viewed_at >= ?4 AND viewed_at < ?2) AS previous_views,
        (SELECT count(*) ${clicks}) AS clicks,
        (SELECT count(*) FROM trainer_social_clicks
          WHERE trainer_id = ${MY_TRAINER} AND clicked_at >= ?4 AND clicked_at < ?2) AS previous_clicks`,
      params: [actorId, start, end, previousStart],
    },
    daily: {
      sql: `SELECT substr(viewed_at, 1, 10) AS day, count(*) AS views ${views} GROUP BY day ORDER BY day`,
      params: inMonth,
    },
    sources: {
      sql: `SELECT source_page AS source, count(*) AS count ${views} GROUP BY source_page ORDER BY count DESC, source`,
      params: inMonth,
    },
    keywords: {
      sql: `SELECT lower(search_query) AS keyword, count(*) AS count ${views}
        AND search_query IS NOT NULL AND trim(search_query) <> ''
        GROUP BY keyword ORDER BY count DESC, keyword LIMIT ${KEYWORD_GROUPS_READ}`,
      params: inMonth,
    },
    platforms: {
      sql: `SELECT platform, count(*) AS count ${clicks} GROUP BY platform ORDER BY count DESC, platform`,
      params: inMonth,
    },
    benchmark: {
      sql: `SELECT category, median_conversion, trainer_count, computed_at FROM trainer_benchmarks
        WHERE month = ?2 AND category = ${primaryCategorySql(MY_TRAINER)}`,
      params: [actorId, month],
    },
  } satisfies Record<string, Statement>;
}
