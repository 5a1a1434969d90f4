import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '#web/components/Dialog';
import { trainerPreviewPath, trainerPreviewQuery } from '#web/features/trainer-profile/index';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { useChangeTrainerStatus } from './api/admin-trainers';

export interface StatusChangeRequest {
  ids: number[];
  status: 'approved' | 'rejected';
  bulk: boolean;
  /** The trainer's name and slug, for a single change. */
  name?: string;
  slug?: string;
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
  // Approving one profile: how complete it is, so an empty profile is not approved without a word.
  const slug = !request.bulk && request.status === 'approved' ? request.slug : undefined;
  const preview = useQuery({ ...trainerPreviewQuery(slug ?? ''), enabled: slug !== undefined });
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
        onError: (error) =>
          toast.error(request.bulk ? ADMIN_TOASTS.bulkFailed : ADMIN_TOASTS.statusFailed, { cause: error }),
      },
    );

  return (
    <Dialog title={title} onClose={onClose}>
      {slug && (
        <div className="mb-4" data-testid="approval-completeness">
          {preview.data ? (
            <div
              className={`alert ${preview.data.completeness.missing.length ? 'alert-warning' : 'alert-success'} flex flex-col items-start gap-1`}
            >
              <p className="font-medium">Profile {preview.data.completeness.score}% complete</p>
              {preview.data.completeness.missing.length > 0 && (
                <ul className="list-disc pl-5 text-sm" aria-label="Missing from the profile">
                  {preview.data.completeness.missing.map((item) => (
                    <li key={item.key}>{item.label}</li>
                  ))}
                </ul>
              )}
              <Link className="link text-sm" to={trainerPreviewPath(slug)}>
                Preview the profile
              </Link>
            </div>
          ) : preview.isError ? (
            <p className="text-sm text-base-content/70">The profile's completeness could not be loaded.</p>
          ) : (
            <div className="skeleton h-16 w-full" role="status" aria-label="Loading the profile's completeness" />
          )}
        </div>
      )}
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
