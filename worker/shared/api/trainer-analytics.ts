import * as z from 'zod';
import type { CategoryKey } from '#shared/categories';
import type { SocialPlatform } from '#shared/enums';
import { isMonthKey, recentMonths } from '#shared/months';
import { queryObject } from '#shared/query-params';

/** /trainer-analytics (SPEC 2, 8, 9): months are calendar months in UTC, 'YYYY-MM'. */
export const ANALYTICS_MONTHS = 12;
export const TOP_KEYWORDS = 10;

export const ANALYTICS_MESSAGES = {
  noTrainer: 'Trainer profile not found',
  loadFailed: 'Failed to load analytics',
  noSearch: 'No search data for this month',
  noTraffic: 'No traffic data for this month',
  noSocial: 'No social clicks for this month',
  badMonth: `Month must be one of the last ${ANALYTICS_MONTHS} months (YYYY-MM)`,
} as const;

export function selectableMonths(now = new Date()): string[] {
  return recentMonths(now, ANALYTICS_MONTHS);
}

/** `?month=YYYY-MM`, one of the last 12 months; absent or empty means the current month. */
export const analyticsQuerySchema = queryObject({
  month: z
    .string({ error: ANALYTICS_MESSAGES.badMonth })
    .refine((value) => isMonthKey(value) && selectableMonths().includes(value), ANALYTICS_MESSAGES.badMonth)
    .optional(),
});

export interface MetricChange {
  current: number;
  previous: number;
  change: number;
  /** Percent change against the previous month; null when the previous month had none. */
  change_percent: number | null;
}

export interface TrainerAnalyticsResponse {
  month: string;
  /** UTC bounds of the month, [start, end). */
  period: { start: string; end: string };
  months: string[];
  totals: {
    profile_views: MetricChange;
    /** Contact clicks: website, social and WhatsApp. */
    social_clicks: MetricChange;
  };
  /** Zero days included, so it adds up to the month's views. */
  daily_views: { date: string; views: number }[];
  /** Top 10, lower-cased, most frequent first. */
  search_keywords: { keyword: string; count: number }[];
  /** Case variants are one source; adds up to the month's views. */
  traffic_sources: { source: string; count: number }[];
  social_clicks: { platform: SocialPlatform; count: number }[];
  /** Enquiries learners started this month on the platform (issue #41): how many the trainer answered, and how fast. */
  enquiries: {
    count: number;
    /** Answered by the trainer (at any time since). */
    replied: number;
    /** replied / count; null without enquiries. */
    reply_rate: number | null;
    /** The median time from an enquiry to the trainer's first reply, of the answered ones; null without any. */
    median_first_reply_minutes: number | null;
  };
  /** Session requests made this month (issue #42) and sessions starting this month. */
  bookings: {
    /** Requests learners made this month. */
    requests: number;
    /** Of them, those the trainer accepted or declined (an expired or withdrawn request was never decided). */
    decided: number;
    /** Of the decided, those accepted (including ones completed or cancelled after the accept). */
    accepted: number;
    /** accepted / decided; null before any decision. */
    acceptance_rate: number | null;
    /** Accepted or completed sessions starting this month. */
    sessions: number;
  };
  conversion: {
    /** Contact clicks per profile view this month; null without views. */
    rate: number | null;
    previous_rate: number | null;
    category: CategoryKey | null;
    /** Median rate of approved trainers in that category with views this month (scheduled job); null until computed. */
    category_median: number | null;
    category_trainers: number;
    benchmark_computed_at: string | null;
  };
}
