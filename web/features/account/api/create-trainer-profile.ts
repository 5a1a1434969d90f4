import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { meKeys } from './query-keys';

/** Creates the user's (pending) trainer profile; the dashboard's status card reloads /api/me. */
export function useCreateTrainerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signedInRequest('/me/trainer', { method: 'POST', json: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: meKeys.me() }),
  });
}
