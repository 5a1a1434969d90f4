import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsInput } from '#shared/api/account-settings';
import { signedInRequest } from '#web/lib/session/requests';
import { accountSettingsQuery } from './account-settings';

/**
 * PUT /api/me/account/notifications. Optimistic: the toggle moves at once, and moves back when
 * the worker refuses; the settings are read again either way.
 */
export function useSetNotifications() {
  const client = useQueryClient();
  const key = accountSettingsQuery().queryKey;
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      signedInRequest('/me/account/notifications', { method: 'PUT', json: input }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      if (previous) {
        client.setQueryData(key, {
          ...previous,
          account: { ...previous.account, email_notifications: input.emailNotifications },
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
