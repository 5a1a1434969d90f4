import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../components/Dialog';
import { entityHistoryQuery } from './api/audit-log';
import { describeAuditEntry } from './describe-audit-entry';
import { formatDateTime } from './format-date-time';

/** The audit log of one trainer or user: every admin change, newest first. */
export function HistoryDialog({
  title,
  targetType,
  targetId,
  onClose,
}: {
  title: string;
  targetType: 'trainer' | 'user';
  targetId: string;
  onClose: () => void;
}) {
  const history = useQuery(entityHistoryQuery(targetType, targetId));
  return (
    <Dialog title={title} onClose={onClose}>
      {history.isPending && <div className="skeleton h-16 w-full" aria-hidden="true" />}
      {history.data?.entries.length === 0 && <p className="text-base-content/70">No admin changes yet.</p>}
      <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto">
        {history.data?.entries.map((entry) => (
          <li key={entry.id} className="text-sm">
            <span className="font-medium">{describeAuditEntry(entry)}</span>
            <span className="block text-base-content/60">
              {entry.actor_email} · {formatDateTime(entry.created_at)}
            </span>
          </li>
        ))}
      </ol>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
