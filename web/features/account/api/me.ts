import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { meKeys } from './query-keys';

/** /api/me: the account, the admin flag and the trainer profile status. */
export function meQuery() {
  return queryOptions({
    queryKey: meKeys.me(),
    queryFn: ({ signal }) => signedInRequest('/me', { signal }),
  });
}
