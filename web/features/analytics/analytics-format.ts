import type { MetricChange } from '#shared/api/trainer-analytics';

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' (a UTC calendar month) as 'November 2026', whatever the viewer's time zone. */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** 'YYYY-MM-DD' (UTC) as 'Nov 3'. */
export function dayLabel(date: string): string {
  return DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
}

/** A conversion rate (clicks per view) as a percentage with one decimal; '–' when there were no views. */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}

/** '+12 (+25%)', '−3 (−50%)', '+4 (new)' or 'No change' against the previous month. */
export function formatChange(metric: MetricChange): string {
  if (metric.change === 0) return 'No change';
  const sign = metric.change > 0 ? '+' : '−';
  const amount = `${sign}${Math.abs(metric.change)}`;
  if (metric.change_percent === null) return `${amount} (new)`;
  return `${amount} (${sign}${Math.abs(Math.round(metric.change_percent))}%)`;
}

/**
 * A rate's change against the previous month in percentage points, one decimal: '+1.5 pp',
 * '−0.8 pp', 'No change'; '–' when either month had no views (no rate to compare).
 */
export function formatRateChange(rate: number | null, previous: number | null): string {
  if (rate === null || previous === null) return '–';
  const points = Math.round((rate - previous) * 1000) / 10;
  if (points === 0) return 'No change';
  return `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)} pp`;
}

/** The rate against the category median, in words a trainer can act on. */
export function compareToMedian(rate: number | null, median: number | null): string | null {
  if (rate === null || median === null) return null;
  if (median === 0) return rate > 0 ? 'above the median' : 'at the median';
  const ratio = rate / median;
  if (ratio >= 1.05) return 'above the median';
  if (ratio <= 0.95) return 'below the median';
  return 'about the median';
}

/** Bar heights in percent of the busiest day (a day with views always shows a sliver). */
export function barHeights(values: number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max === 0 || value === 0 ? 0 : Math.max(4, Math.round((value / max) * 100))));
}

/** The share of enquiries answered, in whole percent; '–' without enquiries. */
export function formatReplyRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

/**
 * A median first reply (whole minutes) in its two largest units: '45 min', '1 h 30 min', '2 d 5 h';
 * '–' without replies. Days drop the minutes: nobody reads "2 d 5 h 40 min" as faster or slower.
 */
export function formatReplyTime(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
