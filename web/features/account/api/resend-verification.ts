import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { meKeys } from './query-keys';

/**
 * Sends the signed-in user a new email-verification link. The worker answers 409 `already_verified`
 * when the address was verified meanwhile (another tab, another device): /api/me is then reloaded,
 * so the reminder goes away.
 */
export function useResendVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signedInRequest('/me/verify-email', { method: 'POST', json: {} }),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_verified') {
        void client.invalidateQueries({ queryKey: meKeys.me() });
      }
    },
  });
}
