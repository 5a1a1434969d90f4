import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

/** The overview's eight stat cards and the week's enquiries (exact counts, one request). */
export function adminStatsQuery() {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => signedInRequest('/admin/stats', { signal }),
    staleTime: 10_000,
    meta: { errorLog: 'Failed to load admin stats' },
  });
}
