import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  ne,
  type Query,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { monthBounds, shiftMonth } from '#shared/months';
import { TRAINER_DAILY_ROLLUP } from '#worker/db/analytics-rollups';
import {
  rollupState,
  trainerBenchmarks,
  trainerDailyClicks,
  trainerDailyKeywords,
  trainerDailyViews,
  trainerProfileViews,
  trainerSocialClicks,
  trainers,
} from '#worker/db/schema';
import { type QueryDb, sqlTextOnly } from '#worker/db/sql-text';
import { primaryCategory } from '#worker/db/trainer-benchmarks';

/**
 * One month of a trainer's analytics. No Workers types, so the query plan test and tooling can
 * EXPLAIN exactly what the endpoint runs (`buildAnalyticsQueries`). Every statement is scoped to
 * the acting user's own trainer record through their user id. Days before the rollup watermark
 * (`rollup_state`) are read from the daily rollups, later days (today, and the days the job has not
 * rolled up yet) from the raw events; the two day ranges never overlap, so each figure is the sum of
 * a range of a rollup key and a range of a covering event index: never the whole tables.
 */
/** How many keyword groups to read before folding case in JS (SQLite's lower() is ASCII-only). */
export const KEYWORD_GROUPS_READ = 100;

/** The analytics page's statements, for one `db.batch`. */
export function analyticsQueries<TRunResult>(db: QueryDb<TRunResult>, actorId: string, month: string) {
  const { start, end } = monthBounds(month);
  const previousStart = monthBounds(shiftMonth(month, -1)).start;
  const views = trainerProfileViews;
  const clicks = trainerSocialClicks;
  const dailyViews = trainerDailyViews;
  const dailyKeywords = trainerDailyKeywords;
  const dailyClicks = trainerDailyClicks;
  // The first day not in the rollups ('' before the first run): one key lookup, evaluated once.
  const rolledUntil = sql<string>`coalesce((${db
    .select({ day: rollupState.rolledUntil })
    .from(rollupState)
    .where(eq(rollupState.name, TRAINER_DAILY_ROLLUP))}), '')`;
  // [from, to) split at the watermark: rolled-up days (a day is the time prefix of its events)…
  const rolledDays = (
    table: { trainerId: AnyColumn; day: AnyColumn },
    trainerId: SQLWrapper | AnyColumn,
    from: string,
    to: string,
  ) =>
    and(
      eq(table.trainerId, trainerId),
      gte(table.day, from.slice(0, 10)),
      lt(table.day, sql`min(${to.slice(0, 10)}, ${rolledUntil})`),
    );
  // … and raw events from the watermark on.
  const rawTimes = (trainer: AnyColumn, time: AnyColumn, trainerId: SQLWrapper | AnyColumn, from: string, to: string) =>
    and(eq(trainer, trainerId), gte(time, sql`max(${from}, ${rolledUntil})`), lt(time, to));
  const viewsOf = (trainerId: SQLWrapper | AnyColumn, from: string, to: string) =>
    rawTimes(views.trainerId, views.viewedAt, trainerId, from, to);
  const clicksOf = (trainerId: SQLWrapper | AnyColumn, from: string, to: string) =>
    rawTimes(clicks.trainerId, clicks.clickedAt, trainerId, from, to);
  // The acting user's trainer id as a scalar subquery (evaluated once per statement).
  const myTrainer = db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, actorId));
  const myViews = viewsOf(myTrainer, start, end);
  const myClicks = clicksOf(myTrainer, start, end);
  const myDailyViews = rolledDays(dailyViews, myTrainer, start, end);
  const viewTotal = (from: string, to: string) =>
    sql<number>`${db
      .select({ n: sql`coalesce(sum(${dailyViews.views}), 0)` })
      .from(dailyViews)
      .where(rolledDays(dailyViews, trainers.id, from, to))} + ${db.$count(views, viewsOf(trainers.id, from, to))}`;
  const clickTotal = (from: string, to: string) =>
    sql<number>`${db
      .select({ n: sql`coalesce(sum(${dailyClicks.clicks}), 0)` })
      .from(dailyClicks)
      .where(rolledDays(dailyClicks, trainers.id, from, to))} + ${db.$count(clicks, clicksOf(trainers.id, from, to))}`;
  const n = count();
  const sum = (column: SQLWrapper) => sql<number>`sum(${column})`.mapWith(Number);
  const day = sql<string>`substr(${views.viewedAt}, 1, 10)`;
  const keyword = sql<string>`lower(${views.searchQuery})`;

  // Each list is the rolled-up days' groups and the raw days' groups in one UNION ALL, summed per
  // group, so ordering and the keyword limit see the whole month as the raw events alone would.
  const dailyUnion = db
    .select({ day: sql<string>`${dailyViews.day}`.as('day'), n: sum(dailyViews.views).as('n') })
    .from(dailyViews)
    .where(myDailyViews)
    .groupBy(dailyViews.day)
    .unionAll(
      db
        .select({ day: day.as('day'), n: n.as('n') })
        .from(views)
        .where(myViews)
        .groupBy(day),
    )
    .as('u');
  const sourceUnion = db
    .select({ source: sql<string>`${dailyViews.sourcePage}`.as('source'), n: sum(dailyViews.views).as('n') })
    .from(dailyViews)
    .where(myDailyViews)
    .groupBy(dailyViews.sourcePage)
    .unionAll(
      db
        .select({ source: sql<string>`${views.sourcePage}`.as('source'), n: n.as('n') })
        .from(views)
        .where(myViews)
        .groupBy(views.sourcePage),
    )
    .as('u');
  const keywordUnion = db
    .select({ keyword: sql<string>`${dailyKeywords.keyword}`.as('keyword'), n: sum(dailyKeywords.views).as('n') })
    .from(dailyKeywords)
    .where(rolledDays(dailyKeywords, myTrainer, start, end))
    .groupBy(dailyKeywords.keyword)
    .unionAll(
      db
        .select({ keyword: keyword.as('keyword'), n: n.as('n') })
        .from(views)
        .where(and(myViews, isNotNull(views.searchQuery), ne(sql`trim(${views.searchQuery})`, '')))
        .groupBy(keyword),
    )
    .as('u');
  const platformUnion = db
    .select({ platform: sql<string>`${dailyClicks.platform}`.as('platform'), n: sum(dailyClicks.clicks).as('n') })
    .from(dailyClicks)
    .where(rolledDays(dailyClicks, myTrainer, start, end))
    .groupBy(dailyClicks.platform)
    .unionAll(
      db
        .select({ platform: sql<string>`${clicks.platform}`.as('platform'), n: n.as('n') })
        .from(clicks)
        .where(myClicks)
        .groupBy(clicks.platform),
    )
    .as('u');
  const dailyCount = sum(dailyUnion.n);
  const sourceCount = sum(sourceUnion.n);
  const keywordCount = sum(keywordUnion.n);
  const platformCount = sum(platformUnion.n);
  return {
    trainer: db
      .select({ id: trainers.id, category: primaryCategory(trainers.id) })
      .from(trainers)
      .where(eq(trainers.userId, actorId)),
    // Named columns: D1 hands a batch's rows over by column name, and two counts of the same table
    // would otherwise share one.
    totals: db
      .select({
        views: viewTotal(start, end).mapWith(Number).as('views'),
        previous_views: viewTotal(previousStart, start).mapWith(Number).as('previous_views'),
        clicks: clickTotal(start, end).mapWith(Number).as('clicks'),
        previous_clicks: clickTotal(previousStart, start).mapWith(Number).as('previous_clicks'),
      })
      .from(trainers)
      .where(eq(trainers.userId, actorId)),
    daily: db
      .select({ day: dailyUnion.day, views: dailyCount })
      .from(dailyUnion)
      .groupBy(sql`${dailyUnion.day}`)
      .orderBy(sql`${dailyUnion.day}`),
    sources: db
      .select({ source: sourceUnion.source, count: sourceCount })
      .from(sourceUnion)
      .groupBy(sql`${sourceUnion.source}`)
      .orderBy(desc(sourceCount), sql`${sourceUnion.source}`),
    keywords: db
      .select({ keyword: keywordUnion.keyword, count: keywordCount })
      .from(keywordUnion)
      .groupBy(sql`${keywordUnion.keyword}`)
      .orderBy(desc(keywordCount), sql`${keywordUnion.keyword}`)
      .limit(KEYWORD_GROUPS_READ),
    platforms: db
      .select({ platform: platformUnion.platform, count: platformCount })
      .from(platformUnion)
      .groupBy(sql`${platformUnion.platform}`)
      .orderBy(desc(platformCount), sql`${platformUnion.platform}`),
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
): Record<keyof ReturnType<typeof analyticsQueries>, Query> {
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
