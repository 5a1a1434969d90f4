import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { accountKeys } from './query-keys';

/** GET /api/me/account: the account's details, its notification choice and its live sessions. */
export function accountSettingsQuery() {
  return queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => signedInRequest('/me/account', { signal }),
  });
}
