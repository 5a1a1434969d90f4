import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsResponse, NotificationSettingsInput } from '#shared/api/account-settings';
import type { MessageResponse } from '#shared/api/auth';
import { signedInRequest } from '#web/lib/session/requests';
import { accountKeys } from './query-keys';

/**
 * PUT /api/me/account/notifications. Optimistic: the toggle moves at once, and moves back when
 * the worker refuses; the settings are read again either way.
 */
export function useSetNotifications() {
  const client = useQueryClient();
  const key = accountKeys.settings();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      signedInRequest<MessageResponse>('/me/account/notifications', { method: 'PUT', json: input }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<AccountSettingsResponse>(key);
      if (previous) {
        client.setQueryData<AccountSettingsResponse>(key, {
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
