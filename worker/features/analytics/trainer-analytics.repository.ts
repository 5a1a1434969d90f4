import {
  type MetricChange,
  selectableMonths,
  TOP_KEYWORDS,
  type TrainerAnalyticsResponse,
} from '#shared/api/trainer-analytics';
import { type CategoryKey, isCategoryKey } from '#shared/categories';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '#shared/enums';
import { monthBounds } from '#shared/months';
import type { Database } from '#worker/db/client';
import { myRequestFiguresQuery, mySessionsQuery, sessionFigures } from '#worker/features/bookings/index';
import { myEnquiriesQuery } from '#worker/features/messages/index';
import { analyticsQueries } from './analytics-query.repository';

/** Contact conversion and benchmark figures are rounded to this many decimals. */
const RATE_DECIMALS = 4;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function change(current: number, previous: number): MetricChange {
  return {
    current,
    previous,
    change: current - previous,
    change_percent: previous > 0 ? round(((current - previous) / previous) * 100, 1) : null,
  };
}

const rate = (clicks: number, views: number) => (views > 0 ? round(clicks / views, RATE_DECIMALS) : null);

const DAY_MS = 86_400_000;

/** Every day up to today, zero-view days included (and any later day with views), so the bars add up to the total. */
function dailySeries(month: string, counts: { day: string; views: number }[], now: Date) {
  const byDay = new Map(counts.map((c) => [c.day, c.views]));
  const { start, end } = monthBounds(month);
  const lastCounted = counts.reduce((last, c) => Math.max(last, Date.parse(`${c.day}T00:00:00.000Z`) + DAY_MS), 0);
  const last = Math.min(Date.parse(end), Math.max(now.getTime() + 1, lastCounted));
  const days: { date: string; views: number }[] = [];
  for (let t = Date.parse(start); t < last; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, views: byDay.get(date) ?? 0 });
  }
  return days;
}

/** Merges case and edge-space variants (SQLite's lower() folds ASCII only; sources are free text), so lists add up. */
function foldGroups(groups: { name: string; count: number }[]): { name: string; count: number }[] {
  const folded = new Map<string, number>();
  for (const { name, count } of groups) {
    const key = name.trim().toLowerCase();
    folded.set(key, (folded.get(key) ?? 0) + count);
  }
  return [...folded]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The top 10 keywords, case variants merged. */
function topKeywords(groups: { keyword: string; count: number }[]) {
  return foldGroups(groups.map((g) => ({ name: g.keyword, count: g.count })))
    .slice(0, TOP_KEYWORDS)
    .map(({ name, count }) => ({ keyword: name, count }));
}

/** Views per source, case variants merged. */
function trafficSources(groups: { source: string; count: number }[]) {
  return foldGroups(groups.map((g) => ({ name: g.source, count: g.count }))).map(({ name, count }) => ({
    source: name,
    count,
  }));
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Reply rate and the median first-reply time (whole minutes) of a month's enquiries. */
function enquiryFigures(rows: { created_at: string; first_reply_at: string | null }[]) {
  const minutes = rows.flatMap((row) =>
    row.first_reply_at === null ? [] : [(Date.parse(row.first_reply_at) - Date.parse(row.created_at)) / 60_000],
  );
  const middle = median(minutes);
  return {
    count: rows.length,
    replied: minutes.length,
    reply_rate: rows.length > 0 ? round(minutes.length / rows.length, RATE_DECIMALS) : null,
    median_first_reply_minutes: middle === null ? null : Math.round(middle),
  };
}

/** One month of the actor's analytics in one round trip; null without a trainer record. */
export async function loadMyAnalytics(
  db: Database,
  actorId: string,
  month: string,
  now = new Date(),
): Promise<TrainerAnalyticsResponse | null> {
  const q = analyticsQueries(db, actorId, month);
  const { start, end } = monthBounds(month);
  const [[me], [totals], daily, sources, keywords, platforms, [bench], enquiries, [requests], [sessions]] =
    await db.batch([
      q.trainer,
      q.totals,
      q.daily,
      q.sources,
      q.keywords,
      q.platforms,
      q.benchmark,
      myEnquiriesQuery(db, actorId, start, end),
      myRequestFiguresQuery(db, actorId, start, end),
      mySessionsQuery(db, actorId, start, end),
    ]);
  if (!me) return null;
  const views = totals?.views ?? 0;
  const clicks = totals?.clicks ?? 0;
  const previousViews = totals?.previous_views ?? 0;
  const previousClicks = totals?.previous_clicks ?? 0;
  const category: CategoryKey | null = me.category && isCategoryKey(me.category) ? me.category : null;
  return {
    month,
    period: monthBounds(month),
    months: selectableMonths(now),
    totals: { profile_views: change(views, previousViews), social_clicks: change(clicks, previousClicks) },
    daily_views: dailySeries(month, daily, now),
    search_keywords: topKeywords(keywords),
    traffic_sources: trafficSources(sources),
    social_clicks: platforms.filter((row): row is { platform: SocialPlatform; count: number } =>
      (SOCIAL_PLATFORMS as readonly string[]).includes(row.platform),
    ),
    enquiries: enquiryFigures(enquiries),
    bookings: sessionFigures(requests, sessions),
    conversion: {
      rate: rate(clicks, views),
      previous_rate: rate(previousClicks, previousViews),
      category,
      category_median: bench ? round(bench.median_conversion, RATE_DECIMALS) : null,
      category_trainers: bench?.trainer_count ?? 0,
      benchmark_computed_at: bench?.computed_at ?? null,
    },
  };
}
