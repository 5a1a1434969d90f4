import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput } from '#shared/api/messages';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';
import { type ThreadData, withMessage } from './thread';

/**
 * "Send a message" on a trainer's profile: starts the conversation with that trainer, or continues
 * it (one per learner and trainer). The inbox changes; a thread already cached gets the message.
 */
export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversationInput & { clientId: string }) =>
      signedInRequest('/messages/conversations', { method: 'POST', json: input }),
    onSuccess: ({ conversation_id, message }) => {
      client.setQueryData<ThreadData>(messageKeys.thread(conversation_id), (data) => withMessage(data, message));
      void client.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
  });
}
