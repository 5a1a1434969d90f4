import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

/** The latest admin changes (Recent Activity on the overview). */
export function recentActivityQuery() {
  return queryOptions({
    queryKey: [...adminKeys.audit(), 'recent'] as const,
    queryFn: ({ signal }) => signedInRequest('/admin/audit', { signal }),
    staleTime: 10_000,
    meta: { errorLog: 'Failed to load recent activity' },
  });
}

/** One trainer's or user's history. */
export function entityHistoryQuery(targetType: 'trainer' | 'user', targetId: string) {
  return queryOptions({
    queryKey: adminKeys.auditFor(targetType, targetId),
    queryFn: ({ signal }) => signedInRequest('/admin/audit', { query: { targetType, targetId }, signal }),
    meta: { errorToast: 'Failed to load history' },
  });
}
