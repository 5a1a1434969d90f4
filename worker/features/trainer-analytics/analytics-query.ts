import { type AnyColumn, and, count, desc, eq, gte, isNotNull, lt, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { trainerBenchmarks, trainerProfileViews, trainerSocialClicks, trainers } from '../../db/schema.ts';
import { type QueryDb, sqlTextOnly } from '../../db/sql-text.ts';
import type { Statement } from '../../db/statement.ts';
import { primaryCategory } from '../../db/trainer-benchmarks.ts';
import { monthBounds, shiftMonth } from '../../shared/months.ts';

/**
 * One month of a trainer's analytics. No Workers types, so the query plan test and tooling can
 * EXPLAIN exactly what the endpoint runs (`buildAnalyticsQueries`). Every statement is scoped to
 * the acting user's own trainer record through their user id, and every aggregate reads one
 * month's range of a covering index on (trainer_id, time, ...): never the whole event tables.
 */
/** How many keyword groups to read before folding case in JS (SQLite's lower() is ASCII-only). */
export const KEYWORD_GROUPS_READ = 100;

/** The analytics page's statements, for one `db.batch`. */
export function analyticsQueries<TRunResult>(db: QueryDb<TRunResult>, actorId: string, month: string) {
  const { start, end } = monthBounds(month);
  const previousStart = monthBounds(shiftMonth(month, -1)).start;
  const views = trainerProfileViews;
  const clicks = trainerSocialClicks;
  const viewsOf = (trainerId: SQLWrapper | AnyColumn, from: string, to: string) =>
    and(eq(views.trainerId, trainerId), gte(views.viewedAt, from), lt(views.viewedAt, to));
  const clicksOf = (trainerId: SQLWrapper | AnyColumn, from: string, to: string) =>
    and(eq(clicks.trainerId, trainerId), gte(clicks.clickedAt, from), lt(clicks.clickedAt, to));
  // The acting user's trainer id as a scalar subquery (evaluated once per statement).
  const myTrainer = db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, actorId));
  const myViews = viewsOf(myTrainer, start, end);
  const n = count();
  const day = sql<string>`substr(${views.viewedAt}, 1, 10)`;
  const keyword = sql<string>`lower(${views.searchQuery})`;
  return {
    trainer: db
      .select({ id: trainers.id, category: primaryCategory(trainers.id) })
      .from(trainers)
      .where(eq(trainers.userId, actorId)),
    // Named columns: D1 hands a batch's rows over by column name, and two counts of the same table
    // would otherwise share one.
    totals: db
      .select({
        views: db.$count(views, viewsOf(trainers.id, start, end)).as('views'),
        previous_views: db.$count(views, viewsOf(trainers.id, previousStart, start)).as('previous_views'),
        clicks: db.$count(clicks, clicksOf(trainers.id, start, end)).as('clicks'),
        previous_clicks: db.$count(clicks, clicksOf(trainers.id, previousStart, start)).as('previous_clicks'),
      })
      .from(trainers)
      .where(eq(trainers.userId, actorId)),
    daily: db.select({ day, views: n }).from(views).where(myViews).groupBy(day).orderBy(day),
    sources: db
      .select({ source: views.sourcePage, count: n })
      .from(views)
      .where(myViews)
      .groupBy(views.sourcePage)
      .orderBy(desc(n), views.sourcePage),
    keywords: db
      .select({ keyword, count: n })
      .from(views)
      .where(and(myViews, isNotNull(views.searchQuery), ne(sql`trim(${views.searchQuery})`, '')))
      .groupBy(keyword)
      .orderBy(desc(n), keyword)
      .limit(KEYWORD_GROUPS_READ),
    platforms: db
      .select({ platform: clicks.platform, count: n })
      .from(clicks)
      .where(clicksOf(myTrainer, start, end))
      .groupBy(clicks.platform)
      .orderBy(desc(n), clicks.platform),
    benchmark: db
      .select({
        category: trainerBenchmarks.category,
        median_conversion: trainerBenchmarks.medianConversion,
        trainer_count: trainerBenchmarks.trainerCount,
        computed_at: trainerBenchmarks.computedAt,
      })
      .from(trainerBenchmarks)
      .where(and(eq(trainerBenchmarks.month, month), eq(trainerBenchmarks.category, primaryCategory(myTrainer)))),
  };
}

/** The analytics page's statements as SQL text, for EXPLAIN (the query-plan test). */
export function buildAnalyticsQueries(
  actorId: string,
  month: string,
): Record<keyof ReturnType<typeof analyticsQueries>, Statement> {
  const queries = analyticsQueries(sqlTextOnly, actorId, month);
  return {
    trainer: queries.trainer.toSQL(),
    totals: queries.totals.toSQL(),
    daily: queries.daily.toSQL(),
    sources: queries.sources.toSQL(),
    keywords: queries.keywords.toSQL(),
    platforms: queries.platforms.toSQL(),
    benchmark: queries.benchmark.toSQL(),
  };
}
