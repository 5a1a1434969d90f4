/** Approve or reject every selected trainer; shown only while some are selected. */
export function TrainerBulkActions({
  count,
  onRequest,
}: {
  count: number;
  onRequest: (status: 'approved' | 'rejected') => void;
}) {
  if (count === 0) return null;
  return (
    <fieldset className="flex flex-wrap gap-2" aria-label="Bulk actions">
      <button type="button" className="btn btn-success btn-sm" onClick={() => onRequest('approved')}>
        Approve Selected ({count})
      </button>
      <button type="button" className="btn btn-error btn-sm" onClick={() => onRequest('rejected')}>
        Reject Selected ({count})
      </button>
    </fieldset>
  );
}
