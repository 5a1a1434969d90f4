import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';

/** Opening a thread reads it up to its newest message: the header's count and the inbox's mark follow. */
export function useMarkRead(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      signedInRequest('/messages/conversations/:conversationId/read', {
        method: 'POST',
        param: { conversationId },
        json: { upTo },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.unread() }),
        client.invalidateQueries({ queryKey: messageKeys.inbox() }),
      ]),
  });
}
