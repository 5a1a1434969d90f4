import type { TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { barHeights, dayLabel } from './analytics-format';

/**
 * Profile views per day as plain CSS bars: no chart library in the page chunk. Each bar names its
 * day and count for screen readers and on hover.
 */
export function DailyViewsChart({ days }: { days: TrainerAnalyticsResponse['daily_views'] }) {
  const heights = barHeights(days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <figcaption className="card-title text-base">Daily profile views</figcaption>
        {total === 0 ? (
          <p className="text-base-content/70">No profile views this month yet.</p>
        ) : (
          <>
            <ol className="flex h-40 items-end gap-px" aria-label="Profile views per day">
              {days.map((day, i) => (
                <li
                  key={day.date}
                  className="flex h-full flex-1 items-end"
                  title={`${dayLabel(day.date)}: ${day.views} views`}
                >
                  <span className="sr-only">
                    {dayLabel(day.date)}: {day.views} {day.views === 1 ? 'view' : 'views'}
                  </span>
                  <span
                    aria-hidden="true"
                    className="w-full rounded-t bg-primary"
                    style={{ height: `${heights[i]}%` }}
                    data-testid="daily-bar"
                  />
                </li>
              ))}
            </ol>
            <div className="flex justify-between text-xs text-base-content/70" aria-hidden="true">
              <span>{first && dayLabel(first.date)}</span>
              <span>{last && dayLabel(last.date)}</span>
            </div>
          </>
        )}
      </div>
    </figure>
  );
}
