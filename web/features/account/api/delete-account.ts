import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/api/account-settings';
import { signedInRequest } from '#web/lib/session/requests';
import { invalidateWhereTheUserShows } from './invalidate-user';

/**
 * POST /api/me/account/delete. On success the worker has ended every session and cleared the
 * refresh cookie; the screen then signs this browser out (lib/session signOutLocally), which
 * drops the viewer's cached data. The public pages this tab cached change too: the user's
 * reviews now read "Anonymous" and a trainer profile is unpublished.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => signedInRequest('/me/account/delete', { method: 'POST', json: input }),
    onSuccess: () => invalidateWhereTheUserShows(client),
  });
}
