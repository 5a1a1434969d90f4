import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '#shared/api/messages';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';
import { type ThreadData, withMessage } from './thread';

export interface Outgoing extends SendMessageInput {
  clientId: string;
}

/**
 * Sends a reply. The thread shows it at once as "Sending…" (usePendingSends); the worker's stored
 * copy takes its place in the thread's cache before the pending one goes, so it never shows twice.
 * A retry carries the same clientId, and the worker answers it with the message it already stored.
 */
export function useSendMessage(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: messageKeys.send(conversationId),
    mutationFn: (input: Outgoing) =>
      signedInRequest('/messages/conversations/:conversationId/messages', {
        method: 'POST',
        param: { conversationId },
        json: input,
      }),
    onSuccess: ({ message }) => {
      client.setQueryData<ThreadData>(messageKeys.thread(conversationId), (data) => withMessage(data, message));
      void client.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
    onError: () => {
      // A refusal may mean the thread changed (blocked, the other account deleted): show it as it is now.
      void client.invalidateQueries({ queryKey: messageKeys.thread(conversationId) });
    },
  });
}

function isOutgoing(value: unknown): value is Outgoing {
  if (typeof value !== 'object' || value === null) return false;
  const { body, clientId } = value as Record<string, unknown>;
  return typeof body === 'string' && typeof clientId === 'string';
}

/** Replies to this thread still on their way, to show as "Sending…" after the stored messages. */
export function usePendingSends(conversationId: number): Outgoing[] {
  return useMutationState({
    filters: { mutationKey: messageKeys.send(conversationId), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  }).filter(isOutgoing);
}
