import type { Database } from '../../db/client';
import {
  type MetricChange,
  selectableMonths,
  TOP_KEYWORDS,
  type TrainerAnalyticsResponse,
} from '../../shared/api/trainer-analytics';
import { type CategoryKey, isCategoryKey } from '../../shared/categories';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../shared/enums';
import { monthBounds } from '../../shared/months';
import { analyticsQueries } from './analytics-query';

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

/** Every day of the month up to `now` (the whole month for past months), with zero-view days. */
function dailySeries(month: string, counts: { day: string; views: number }[], now: Date) {
  const byDay = new Map(counts.map((c) => [c.day, c.views]));
  const { start, end } = monthBounds(month);
  const last = Math.min(Date.parse(end), now.getTime() + 1);
  const days: { date: string; views: number }[] = [];
  for (let t = Date.parse(start); t < last; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, views: byDay.get(date) ?? 0 });
  }
  return days;
}

/** Folds keyword groups that differ only in non-ASCII case, then keeps the top 10. */
function topKeywords(groups: { keyword: string; count: number }[]) {
  const folded = new Map<string, number>();
  for (const { keyword, count } of groups) {
    const key = keyword.trim().toLowerCase();
    folded.set(key, (folded.get(key) ?? 0) + count);
  }
  return [...folded]
    .map(([keyword, count]) => ({ keyword, count }))
    .sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0))
    .slice(0, TOP_KEYWORDS);
}

/**
 * One month of the acting user's trainer analytics in a single `db.batch` (one round trip); null
 * when the user has no trainer record. Benchmarks are read from the table the scheduled job fills.
 */
export async function loadMyAnalytics(
  db: Database,
  actorId: string,
  month: string,
  now = new Date(),
): Promise<TrainerAnalyticsResponse | null> {
  const q = analyticsQueries(db, actorId, month);
  const [[me], [totals], daily, sources, keywords, platforms, [bench]] = await db.batch([
    q.trainer,
    q.totals,
    q.daily,
    q.sources,
    q.keywords,
    q.platforms,
    q.benchmark,
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
    traffic_sources: sources,
    social_clicks: platforms.filter((row): row is { platform: SocialPlatform; count: number } =>
      (SOCIAL_PLATFORMS as readonly string[]).includes(row.platform),
    ),
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
