// SQL text, not the builder: window functions feeding an INSERT … SELECT, run by the cron job and the seed.
import { type AnyColumn, eq, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { monthBounds } from '#shared/months';
import { ROLLED_UNTIL_SQL } from '#worker/db/analytics-rollups';
import { services } from '#worker/db/schema';
import { sqlTextOnly } from '#worker/db/sql-text';

/**
 * The `trainer_benchmarks` rows as SQL, here below the features because two owners run it: the
 * scheduled job (worker/features/analytics/benchmarks.job.ts) and the local seed
 * (db/seed/generate-seed.ts), which writes what the job would have computed by now. Plain
 * TypeScript (no Workers types), so the seed runs it under Node and the query plan test EXPLAINs it.
 */

/**
 * A trainer's primary category: the one most of their services are in; ties go to the category of
 * the earliest-added service. Shared by the analytics page and the scheduled benchmark job.
 */
export function primaryCategory(trainerId: SQLWrapper | AnyColumn): SQL<string | null> {
  // The correlation goes through eq(): in a one-table select drizzle drops table names from a
  // field's own columns (which here are the subquery's), not from the conditions nested in it.
  return sql`(select ${services.category} from ${services} where ${eq(services.trainerId, trainerId)}
    group by ${services.category} order by count(*) desc, min(${services.id}) asc limit 1)`;
}

/** The same rule as SQL text, for the benchmark job's statements (`trainerId` is an SQL expression). */
export function primaryCategorySql(trainerId: string): string {
  return sqlTextOnly.run(primaryCategory(sql.raw(trainerId))).getQuery().sql;
}

/**
 * The scheduled job's statements for one month: per category, the median contact conversion
 * (contact clicks per profile view) of approved trainers with that primary category and at least
 * one view that month. Each trainer's counts are index range reads by trainer id: the daily rollups
 * for the days before the rollup watermark, the raw events from there on (as the analytics page
 * reads them, `analytics-rollups.ts`). The old rows of the month are replaced in the same
 * transaction (run both in one batch).
 */
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
