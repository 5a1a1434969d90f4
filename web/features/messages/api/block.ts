import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';

/** Blocks (true) or unblocks (false) the other side of a conversation; the thread and the inbox show the new state. */
export function useBlock(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      signedInRequest('/messages/conversations/:conversationId/block', {
        method: block ? 'PUT' : 'DELETE',
        param: { conversationId },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.thread(conversationId) }),
        client.invalidateQueries({ queryKey: messageKeys.inbox() }),
      ]),
  });
}
