import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_TEXT, type MessageReportRow } from '#shared/api/messages';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Pager } from '#web/components/Pager';
import { BanDialog } from '#web/features/admin/index';
import { MESSAGES_TOASTS, messageErrorMessage } from '#web/features/messages/messages-toasts';
import { formatDateTime } from '#web/lib/dates';
import { toast } from '#web/lib/toast';
import {
  messageReportKeys,
  messageReportsQuery,
  type ReportAction,
  useResolveMessageReport,
} from './api/message-reports';

/**
 * Reported messages, beside review moderation: each open report with its reason and details, the
 * message as sent and who sent it. Remove hides the message in the thread ("This message was
 * removed") and resolves every report of it; Ban sender is the console's user ban (the report
 * stays for a Remove or Dismiss); Dismiss keeps the message. Admins see only reported messages,
 * never whole conversations.
 */
export function MessageReportsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const client = useQueryClient();
  const list = useQuery(messageReportsQuery(page));
  const resolve = useResolveMessageReport();
  const [removing, setRemoving] = useState<MessageReportRow | null>(null);
  const [banning, setBanning] = useState<MessageReportRow['message']['sender'] | null>(null);
  const data = list.data;
  const busy = (report: MessageReportRow) => resolve.isPending && resolve.variables?.report.id === report.id;

  const onResolve = (report: MessageReportRow, action: ReportAction) =>
    resolve.mutate(
      { report, action },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRemoving(null);
        },
        // Already resolved (another admin, or a report of the same message): the worker says so, and the list refetches.
        onError: (error) => toast.error(messageErrorMessage(error, MESSAGES_TOASTS.resolveFailed), { cause: error }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Message Reports</h2>
      {list.isPending && <div className="skeleton h-40 w-full" role="status" aria-label="Loading message reports" />}
      {list.isError && !data && <p className="text-base-content/70">{MESSAGES_TOASTS.loadReportsFailed}</p>}
      {data?.reports.length === 0 && (
        <p className="py-12 text-center text-base-content/70">No reported messages. All clear!</p>
      )}
      <ul className="flex flex-col gap-4" aria-label="Reported messages">
        {data?.reports.map((report) => {
          const sender = report.message.sender;
          const senderName = sender.user_id === null ? MESSAGE_TEXT.deletedUser : sender.full_name;
          return (
            <li key={report.id} className="card border border-base-300 bg-base-100" data-testid="message-report">
              <div className="card-body gap-3">
                <p className="text-sm text-base-content/70">
                  From <span className="font-medium text-base-content">{senderName}</span>
                  {sender.email && ` (${sender.email})`}
                  {sender.banned && <span className="badge badge-error badge-sm ml-2">Banned</span>} ·{' '}
                  {formatDateTime(report.message.created_at)}
                </p>
                {report.message.removed || report.message.body === null ? (
                  <p className="italic text-base-content/70">{MESSAGE_TEXT.removed}</p>
                ) : (
                  // Text only, as typed: React escapes it, and links are not made clickable for the admin.
                  <blockquote className="whitespace-pre-wrap break-words border-l-4 border-base-300 pl-3">
                    {report.message.body}
                  </blockquote>
                )}
                <div className="rounded-box bg-warning/10 p-3 text-sm">
                  <p className="font-medium">
                    {report.reason} · reported by {report.reporter.full_name} · {formatDateTime(report.created_at)}
                  </p>
                  {report.details && <p className="mt-1 whitespace-pre-wrap">{report.details}</p>}
                </div>
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy(report)}
                    aria-label={`Dismiss the report of ${senderName}’s message`}
                    onClick={() => onResolve(report, 'dismiss')}
                  >
                    Dismiss
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    disabled={sender.user_id === null || sender.banned}
                    aria-label={`Ban ${senderName}`}
                    onClick={() => setBanning(sender)}
                  >
                    Ban sender
                  </button>
                  <button
                    type="button"
                    className="btn btn-error btn-sm"
                    disabled={busy(report) || report.message.removed}
                    aria-label={`Remove ${senderName}’s message`}
                    onClick={() => setRemoving(report)}
                  >
                    Remove message
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} of={data} onPage={onPage} />
      {removing && (
        <ConfirmDialog
          title="Remove message?"
          confirmLabel="Remove message"
          pending={resolve.isPending}
          onConfirm={() => onResolve(removing, 'remove')}
          onClose={() => setRemoving(null)}
        >
          Both people in the conversation will see “{MESSAGE_TEXT.removed}” in its place. Every open report of it is
          resolved.
        </ConfirmDialog>
      )}
      {banning?.user_id && (
        <BanDialog
          user={{ id: banning.user_id, full_name: banning.full_name, email: banning.email }}
          onClose={() => {
            setBanning(null);
            // The sender now shows as banned.
            void client.invalidateQueries({ queryKey: messageReportKeys.all });
          }}
        />
      )}
    </div>
  );
}
