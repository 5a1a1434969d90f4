import { useMutation } from '@tanstack/react-query';
import type { ReportMessageInput } from '#shared/api/messages';
import { signedInRequest } from '#web/lib/session/requests';

/** Reports someone else's message to the moderators; nothing the reporter sees changes, so nothing is refetched. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: number; input: ReportMessageInput }) =>
      signedInRequest('/messages/:messageId/report', { method: 'POST', param: { messageId }, json: input }),
  });
}
