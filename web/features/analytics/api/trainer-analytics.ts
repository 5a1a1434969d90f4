import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { trainerAnalyticsKeys } from './query-keys';

/** GET /api/me/trainer/analytics?month=YYYY-MM: one month's figures (404 without a trainer). */
export function trainerAnalyticsQuery(month: string) {
  return queryOptions({
    queryKey: trainerAnalyticsKeys.month(month),
    queryFn: ({ signal }) => signedInRequest('/me/trainer/analytics', { query: { month }, signal }),
    // Switching months keeps the last month on screen (dimmed) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
