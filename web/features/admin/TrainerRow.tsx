import { Link } from 'react-router';
import type { AdminTrainerRow, VerificationField } from '#shared/api/admin';
import type { TrainerStatus } from '#shared/enums';
import { trainerPreviewPath } from '#web/features/trainer-profile/index';
import { formatDay } from '#web/lib/dates';
import type { StatusChangeRequest } from './StatusDialog';
import { VERIFICATION_TOGGLES } from './verification-toggles';

const STATUS_BADGE: Record<TrainerStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

/** 'Email verified for Ann', 'Featured for Ann': featuring is not a verification. */
function toggleName(field: VerificationField, label: string, fullName: string) {
  return `${label} ${field === 'is_featured' ? '' : 'verified '}for ${fullName}`.replace(/\s+/g, ' ');
}

/** One trainer in the moderation table: selection, details, badge switches and actions. */
export function TrainerRow({
  row,
  selected,
  onToggleSelected,
  verificationPending,
  onVerificationChange,
  onStatusRequest,
  onNote,
  onHistory,
}: {
  row: AdminTrainerRow;
  selected: boolean;
  onToggleSelected: () => void;
  /** A badge change is on its way: the switches wait for it. */
  verificationPending: boolean;
  onVerificationChange: (field: VerificationField, value: boolean) => void;
  onStatusRequest: (request: StatusChangeRequest) => void;
  onNote: () => void;
  onHistory: () => void;
}) {
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={`Select ${row.full_name}`}
          checked={selected}
          onChange={onToggleSelected}
        />
      </td>
      <td data-label="Name" className="font-medium">
        {/* Approved: the public page; pending or rejected: the preview, as the public page would be. */}
        <Link
          className="link"
          to={row.status === 'approved' ? `/trainer/${row.slug}` : trainerPreviewPath(row.slug)}
          aria-label={row.status === 'approved' ? undefined : `Preview ${row.full_name}`}
        >
          {row.full_name}
        </Link>
      </td>
      <td data-label="Email">{row.email}</td>
      <td data-label="Headline" className="max-w-xs truncate" title={row.headline}>
        {row.headline}
      </td>
      <td data-label="Status">
        <span className={`badge ${STATUS_BADGE[row.status]}`}>{row.status}</span>
      </td>
      {VERIFICATION_TOGGLES.map((toggle) => (
        <td data-label={toggle.label} key={toggle.field}>
          <input
            type="checkbox"
            className="toggle toggle-sm toggle-primary"
            aria-label={toggleName(toggle.field, toggle.label, row.full_name)}
            checked={row[toggle.field]}
            disabled={verificationPending}
            onChange={(event) => onVerificationChange(toggle.field, event.target.checked)}
          />
        </td>
      ))}
      <td data-label="Joined" className="whitespace-nowrap">
        {formatDay(row.created_at)}
      </td>
      <td>
        <div className="flex flex-wrap gap-1">
          {row.status !== 'approved' && (
            <button
              type="button"
              className="btn btn-success btn-xs"
              aria-label={`Approve ${row.full_name}`}
              onClick={() =>
                onStatusRequest({ ids: [row.id], status: 'approved', bulk: false, name: row.full_name, slug: row.slug })
              }
            >
              Approve
            </button>
          )}
          {row.status !== 'rejected' && (
            <button
              type="button"
              className="btn btn-error btn-xs"
              aria-label={`Reject ${row.full_name}`}
              onClick={() => onStatusRequest({ ids: [row.id], status: 'rejected', bulk: false, name: row.full_name })}
            >
              Reject
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={`Note for ${row.full_name}`}
            onClick={onNote}
          >
            Note{row.note_count > 0 ? ` (${row.note_count})` : ''}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={`History of ${row.full_name}`}
            onClick={onHistory}
          >
            History
          </button>
        </div>
      </td>
    </tr>
  );
}
