import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTrainerRow } from '#shared/api/admin';
import { TRAINER_STATUSES } from '#shared/enums';
import { Pager } from '#web/components/Pager';
import { usePageMeta } from '#web/components/usePageMeta';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { adminTrainersQuery } from './api/admin-trainers';
import { HistoryDialog } from './HistoryDialog';
import { NoteDialog } from './NoteDialog';
import { type StatusChangeRequest, StatusDialog } from './StatusDialog';
import { TrainerBulkActions } from './TrainerBulkActions';
import { TrainerCounts } from './TrainerCounts';
import { TrainerFilters } from './TrainerFilters';
import { TrainersTable } from './TrainersTable';
import { useListParams } from './use-list-params';
import { useRowSelection } from './use-row-selection';

/**
 * /admin/trainers (SPEC 2): counters, search and status filter in the URL, a page of trainers to
 * approve or reject one by one or in bulk, badge switches, notes and history. This component
 * owns the list's state and which dialog is open; the pieces around it only draw and report.
 */
export function AdminTrainersPage() {
  usePageMeta('Trainer moderation');
  const filters = useListParams('status', TRAINER_STATUSES);
  const [statusRequest, setStatusRequest] = useState<StatusChangeRequest | null>(null);
  const [noteFor, setNoteFor] = useState<AdminTrainerRow | null>(null);
  const [historyFor, setHistoryFor] = useState<AdminTrainerRow | null>(null);

  const list = useQuery(adminTrainersQuery(filters.apiParams));
  const data = list.data;
  const selection = useRowSelection((data?.trainers ?? []).map((row) => row.id));

  const requestBulk = (status: 'approved' | 'rejected') => {
    if (selection.selectedIds.length === 0) {
      toast.error(ADMIN_TOASTS.selectFirst);
      return;
    }
    setStatusRequest({ ids: selection.selectedIds, status, bulk: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <TrainerCounts counts={data?.counts} />
      <TrainerFilters
        searchText={filters.searchText}
        onSearchTextChange={filters.setSearchText}
        status={filters.filter}
        onStatusChange={(status) => filters.update({ filter: status, page: 1 })}
      />
      <TrainerBulkActions count={selection.selectedIds.length} onRequest={requestBulk} />
      <TrainersTable
        trainers={data?.trainers}
        isPending={list.isPending}
        selection={selection}
        onStatusRequest={setStatusRequest}
        onNote={setNoteFor}
        onHistory={setHistoryFor}
      />
      <Pager page={filters.page} of={data} onPage={(page) => filters.update({ page })} />

      {statusRequest && (
        <StatusDialog
          request={statusRequest}
          onClose={() => setStatusRequest(null)}
          onDone={() => {
            selection.clear();
            setStatusRequest(null);
          }}
        />
      )}
      {noteFor && <NoteDialog trainer={noteFor} onClose={() => setNoteFor(null)} />}
      {historyFor && (
        <HistoryDialog
          title={`History of ${historyFor.full_name}`}
          targetType="trainer"
          targetId={String(historyFor.id)}
          onClose={() => setHistoryFor(null)}
        />
      )}
    </div>
  );
}
