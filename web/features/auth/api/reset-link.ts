import { queryOptions } from '@tanstack/react-query';
import { anonymousRequest } from '#web/lib/session/requests';

/**
 * Whether an emailed reset link still works, asked when its page opens so a used, replaced or
 * expired link is shown as such instead of a form that could only fail. The worker answers as the
 * reset itself would (400 / 410) and leaves the link unused. Never cached: a link is checked each
 * time its page opens.
 */
export function resetLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-link', token] as const,
    queryFn: ({ signal }) =>
      anonymousRequest('/auth/reset-password/check', {
        method: 'POST',
        json: { token },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}
