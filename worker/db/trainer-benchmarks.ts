// SQL text, not the builder: window functions feeding an INSERT … SELECT, run by the cron job and the seed.
import { type AnyColumn, eq, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { monthBounds } from '#shared/months';
import { ROLLED_UNTIL_SQL } from '#worker/db/analytics-rollups';
import { services } from '#worker/db/schema';
import { sqlTextOnly } from '#worker/db/sql-text';

// Below the features because the cron job and the seed both run it (decision 016).
/** The category most of a trainer's services are in; ties go to the earliest-added service's. */
export function primaryCategory(trainerId: SQLWrapper | AnyColumn): SQL<string | null> {
  // Through eq(): in a one-table select drizzle drops table names from a field's own columns, not from nested conditions.
  return sql`(select ${services.category} from ${services} where ${eq(services.trainerId, trainerId)}
    group by ${services.category} order by count(*) desc, min(${services.id}) asc limit 1)`;
}

/** The same rule as SQL text, for the benchmark job's statements (`trainerId` is an SQL expression). */
export function primaryCategorySql(trainerId: string): string {
  return sqlTextOnly.run(primaryCategory(sql.raw(trainerId))).getQuery().sql;
}

/** One month's median contact conversion per primary category, replacing the month's rows (run in one batch). */
export function benchmarkStatements(month: string, computedAt: string): Query[] {
  const { start, end } = monthBounds(month);
  return [
    { sql: 'DELETE FROM trainer_benchmarks WHERE month = ?1', params: [month] },
    {
      sql: `WITH per_trainer AS (
          SELECT ${primaryCategorySql('t.id')} AS category,
            (SELECT coalesce(sum(dv.views), 0) FROM trainer_daily_views dv
              WHERE dv.trainer_id = t.id AND dv.day >= ?5 AND dv.day < min(?6, ${ROLLED_UNTIL_SQL}))
            + (SELECT count(*) FROM trainer_profile_views v
              WHERE v.trainer_id = t.id AND v.viewed_at >= max(?2, ${ROLLED_UNTIL_SQL}) AND v.viewed_at < ?3) AS views,
            (SELECT coalesce(sum(dc.clicks), 0) FROM trainer_daily_clicks dc
              WHERE dc.trainer_id = t.id AND dc.day >= ?5 AND dc.day < min(?6, ${ROLLED_UNTIL_SQL}))
            + (SELECT count(*) FROM trainer_social_clicks c
              WHERE c.trainer_id = t.id AND c.clicked_at >= max(?2, ${ROLLED_UNTIL_SQL}) AND c.clicked_at < ?3) AS clicks
          FROM trainers t WHERE t.status = 'approved'
        ),
        ranked AS (
          SELECT category, clicks * 1.0 / views AS rate,
            row_number() OVER (PARTITION BY category ORDER BY clicks * 1.0 / views) AS n,
            count(*) OVER (PARTITION BY category) AS total
          FROM per_trainer WHERE views > 0 AND category IS NOT NULL
        )
        INSERT INTO trainer_benchmarks (month, category, median_conversion, trainer_count, computed_at)
        SELECT ?1, category, avg(rate), max(total), ?4 FROM ranked
        WHERE n IN ((total + 1) / 2, (total + 2) / 2)
        GROUP BY category`,
      params: [month, start, end, computedAt, start.slice(0, 10), end.slice(0, 10)],
    },
  ];
}
