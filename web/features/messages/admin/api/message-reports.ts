import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReportRow } from '#shared/api/messages';
import { adminKeys } from '#web/features/admin/index';
import { MESSAGES_TOASTS } from '#web/features/messages/messages-toasts';
import { signedInRequest } from '#web/lib/session/requests';

/** The admin's queue of reported messages (under the admin's keys: dropped when the admin signs out). */
export const messageReportKeys = {
  all: [...adminKeys.all, 'message-reports'] as const,
  page: (page: number) => [...messageReportKeys.all, page] as const,
};

/** Open reports of messages, newest first, a page at a time. */
export function messageReportsQuery(page: number) {
  return queryOptions({
    queryKey: messageReportKeys.page(page),
    queryFn: ({ signal }) => signedInRequest('/admin/message-reports', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: MESSAGES_TOASTS.loadReportsFailed },
  });
}

export type ReportAction = 'remove' | 'dismiss';

/** Remove the message (resolving every open report of it) or dismiss the report: the queue, the overview and the activity feed change. */
export function useResolveMessageReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ report, action }: { report: MessageReportRow; action: ReportAction }) =>
      action === 'remove'
        ? signedInRequest('/admin/message-reports/:reportId/remove', { method: 'POST', param: { reportId: report.id } })
        : signedInRequest('/admin/message-reports/:reportId/dismiss', {
            method: 'POST',
            param: { reportId: report.id },
          }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: messageReportKeys.all }),
        client.invalidateQueries({ queryKey: adminKeys.stats() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
