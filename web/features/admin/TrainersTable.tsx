import type { AdminTrainerRow, VerificationField } from '#shared/api/admin';
import { TableStatusRow } from '#web/components/TableStatusRow';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { useSetVerification } from './api/admin-trainers';
import type { StatusChangeRequest } from './StatusDialog';
import { TrainerRow } from './TrainerRow';
import type { RowSelection } from './use-row-selection';
import { VERIFICATION_TOGGLES } from './verification-toggles';

/**
 * The moderation table: a page of trainers with their selection, and the badge switches sent from
 * here (one change at a time, so every switch waits while one is on its way).
 */
export function TrainersTable({
  trainers,
  isPending,
  selection,
  onStatusRequest,
  onNote,
  onHistory,
}: {
  /** The page shown; undefined until the first answer (or when it failed). */
  trainers: AdminTrainerRow[] | undefined;
  /** No answer yet: a skeleton row stands in for the rows. */
  isPending: boolean;
  selection: RowSelection;
  onStatusRequest: (request: StatusChangeRequest) => void;
  onNote: (row: AdminTrainerRow) => void;
  onHistory: (row: AdminTrainerRow) => void;
}) {
  const verification = useSetVerification();

  const setVerification = (row: AdminTrainerRow, field: VerificationField, value: boolean) =>
    verification.mutate(
      { trainerId: row.id, field, value },
      {
        onSuccess: () => toast.success(ADMIN_TOASTS.verificationUpdated),
        onError: (error) => toast.error(ADMIN_TOASTS.verificationFailed, { cause: error }),
      },
    );

  return (
    <div className="overflow-x-auto">
      <table className="table table-stack">
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label="Select all trainers on this page"
                checked={selection.allSelected}
                onChange={selection.toggleAll}
              />
            </th>
            <th>Name</th>
            <th>Email</th>
            <th>Headline</th>
            <th>Status</th>
            {VERIFICATION_TOGGLES.map((toggle) => (
              <th key={toggle.field}>{toggle.label}</th>
            ))}
            <th>Joined</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {(isPending || trainers?.length === 0) && (
            <TableStatusRow
              columns={10}
              loading="Loading trainers"
              empty={trainers ? 'No trainers match these filters.' : null}
            />
          )}
          {trainers?.map((row) => (
            <TrainerRow
              key={row.id}
              row={row}
              selected={selection.isSelected(row.id)}
              onToggleSelected={() => selection.toggle(row.id)}
              verificationPending={verification.isPending}
              onVerificationChange={(field, value) => setVerification(row, field, value)}
              onStatusRequest={onStatusRequest}
              onNote={() => onNote(row)}
              onHistory={() => onHistory(row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
