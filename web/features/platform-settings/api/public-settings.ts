import { queryOptions } from '@tanstack/react-query';
import { anonymousRequest } from '#web/lib/session/requests';
import { siteStatusKeys } from './query-keys';

/**
 * The announcement and maintenance state. Cheap (a cached worker read), refetched now and then so
 * an open tab learns that maintenance started or ended without a reload.
 */
export function publicSettingsQuery() {
  return queryOptions({
    queryKey: siteStatusKeys.settings(),
    queryFn: ({ signal }) => anonymousRequest('/settings', { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    meta: { errorLog: 'Failed to load platform settings' },
  });
}
