import { useQuery } from '@tanstack/react-query';
import { Dialog } from '#web/components/Dialog';
import { AuditEntryList } from './AuditEntryList';
import { entityHistoryQuery } from './api/audit-log';

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
      {history.data && <AuditEntryList entries={history.data.entries} className="max-h-80 overflow-y-auto" />}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
