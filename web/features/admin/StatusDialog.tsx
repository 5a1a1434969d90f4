import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { toast } from '../../lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { useChangeTrainerStatus } from './api/admin-trainers';

export interface StatusChangeRequest {
  ids: number[];
  status: 'approved' | 'rejected';
  bulk: boolean;
  /** The trainer's name, for a single change. */
  name?: string;
}

/** Confirms an approval or rejection, with an optional message the trainer sees on their dashboard. */
export function StatusDialog({
  request,
  onClose,
  onDone,
}: {
  request: StatusChangeRequest;
  onClose: () => void;
  onDone: () => void;
}) {
  const [message, setMessage] = useState('');
  const change = useChangeTrainerStatus();
  const verb = request.status === 'approved' ? 'Approve' : 'Reject';
  const title = request.bulk ? `${verb} ${request.ids.length} trainers` : `${verb} ${request.name ?? 'trainer'}`;

  const confirm = () =>
    change.mutate(
      { ids: request.ids, status: request.status, message: message.trim() || undefined },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onDone();
        },
        onError: () => toast.error(request.bulk ? ADMIN_TOASTS.bulkFailed : ADMIN_TOASTS.statusFailed),
      },
    );

  return (
    <Dialog title={title} onClose={onClose}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Message to the trainer (optional)</span>
        <textarea
          className="textarea textarea-bordered w-full"
          rows={3}
          maxLength={500}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={`btn ${request.status === 'approved' ? 'btn-success' : 'btn-error'}`}
          disabled={change.isPending}
          onClick={confirm}
        >
          {change.isPending ? 'Saving...' : `Confirm ${verb.toLowerCase()}`}
        </button>
      </div>
    </Dialog>
  );
}
