import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '#web/features/account/index';
import { anonymousRequest } from '#web/lib/session/requests';

type LinkAction = 'unsubscribe' | 'resubscribe';

/**
 * POST /api/notifications/{unsubscribe,resubscribe}?token=…: the link in a notification email
 * names the account, so no session is needed. A settings page this tab has cached is read again.
 */
function useSubscriptionLink(action: LinkAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => anonymousRequest(`/notifications/${action}`, { method: 'POST', query: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.settings() }),
  });
}

export const useUnsubscribe = () => useSubscriptionLink('unsubscribe');
export const useResubscribe = () => useSubscriptionLink('resubscribe');
