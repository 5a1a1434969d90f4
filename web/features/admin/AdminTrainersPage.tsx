import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminTrainerRow, VerificationField } from '#shared/api/admin';
import { TRAINER_STATUSES, type TrainerStatus } from '#shared/enums';
import { Pager } from '../../components/Pager';
import { TableStatusRow } from '../../components/TableStatusRow';
import { usePageMeta } from '../../components/usePageMeta';
import { formatDay } from '../../lib/dates';
import { toast } from '../../lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { adminTrainersQuery, useSetVerification } from './api/admin-trainers';
import { HistoryDialog } from './HistoryDialog';
import { NoteDialog } from './NoteDialog';
import { type StatusChangeRequest, StatusDialog } from './StatusDialog';
import { useListParams } from './use-list-params';

/** The status filter; absent means all. */
const MODERATION_FILTERS = TRAINER_STATUSES;

const STATUS_BADGE: Record<TrainerStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

const TOGGLES: { field: VerificationField; label: string }[] = [
  { field: 'email_verified', label: 'Email' },
  { field: 'identity_verified', label: 'Identity' },
  { field: 'is_featured', label: 'Featured' },
];

export function AdminTrainersPage() {
  usePageMeta('Trainer moderation');
  const filters = useListParams('status', MODERATION_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [statusRequest, setStatusRequest] = useState<StatusChangeRequest | null>(null);
  const [noteFor, setNoteFor] = useState<AdminTrainerRow | null>(null);
  const [historyFor, setHistoryFor] = useState<AdminTrainerRow | null>(null);
  const verification = useSetVerification();

  const list = useQuery(adminTrainersQuery(filters.apiParams));
  const data = list.data;
  const rows = data?.trainers ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;

  const toggleRow = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const bulk = (status: 'approved' | 'rejected') => {
    if (selectedIds.length === 0) {
      toast.error(ADMIN_TOASTS.selectFirst);
      return;
    }
    setStatusRequest({ ids: selectedIds, status, bulk: true });
  };

  const setToggle = (row: AdminTrainerRow, field: VerificationField, value: boolean) =>
    verification.mutate(
      { trainerId: row.id, field, value },
      {
        onSuccess: () => toast.success(ADMIN_TOASTS.verificationUpdated),
        onError: () => toast.error(ADMIN_TOASTS.verificationFailed),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-3 gap-3" aria-label="Trainer counts">
        {(
          [
            ['pending', 'Pending Review'],
            ['approved', 'Approved'],
            ['rejected', 'Rejected'],
          ] as const
        ).map(([status, label]) => (
          <li key={status} className="card border border-base-300">
            <div className="card-body p-4">
              <h2 className="text-sm text-base-content/70">{label}</h2>
              <p className="text-2xl font-bold">{data ? data.counts[status] : '–'}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-end gap-3">
        <label className="flex grow flex-col gap-1">
          <span className="text-sm font-medium">Search trainers</span>
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="Name, email or headline"
            value={filters.searchText}
            onChange={(event) => filters.setSearchText(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Status</span>
          <select
            className="select select-bordered"
            value={filters.filter ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              filters.update({ filter: MODERATION_FILTERS.find((status) => status === value), page: 1 });
            }}
          >
            <option value="all">All statuses</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </select>
        </label>
      </div>

      {selectedIds.length > 0 && (
        <fieldset className="flex flex-wrap gap-2" aria-label="Bulk actions">
          <button type="button" className="btn btn-success btn-sm" onClick={() => bulk('approved')}>
            Approve Selected ({selectedIds.length})
          </button>
          <button type="button" className="btn btn-error btn-sm" onClick={() => bulk('rejected')}>
            Reject Selected ({selectedIds.length})
          </button>
        </fieldset>
      )}

      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th>
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  aria-label="Select all trainers on this page"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                />
              </th>
              <th>Name</th>
              <th>Email</th>
              <th>Headline</th>
              <th>Status</th>
              {TOGGLES.map((toggle) => (
                <th key={toggle.field}>{toggle.label}</th>
              ))}
              <th>Joined</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {(list.isPending || (data && rows.length === 0)) && (
              <TableStatusRow
                columns={10}
                loading="Loading trainers"
                empty={data ? 'No trainers match these filters.' : null}
              />
            )}
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    aria-label={`Select ${row.full_name}`}
                    checked={selected.has(row.id)}
                    onChange={() => toggleRow(row.id)}
                  />
                </td>
                <td className="font-medium">
                  {row.status === 'approved' ? (
                    <Link className="link" to={`/trainer/${row.slug}`}>
                      {row.full_name}
                    </Link>
                  ) : (
                    row.full_name
                  )}
                </td>
                <td>{row.email}</td>
                <td className="max-w-xs truncate" title={row.headline}>
                  {row.headline}
                </td>
                <td>
                  <span className={`badge ${STATUS_BADGE[row.status]}`}>{row.status}</span>
                </td>
                {TOGGLES.map((toggle) => (
                  <td key={toggle.field}>
                    <input
                      type="checkbox"
                      className="toggle toggle-sm toggle-primary"
                      aria-label={`${toggle.label} ${toggle.field === 'is_featured' ? '' : 'verified '}for ${row.full_name}`.replace(
                        /\s+/g,
                        ' ',
                      )}
                      checked={row[toggle.field]}
                      disabled={verification.isPending}
                      onChange={(event) => setToggle(row, toggle.field, event.target.checked)}
                    />
                  </td>
                ))}
                <td className="whitespace-nowrap">{formatDay(row.created_at)}</td>
                <td>
                  <div className="flex flex-wrap gap-1">
                    {row.status !== 'approved' && (
                      <button
                        type="button"
                        className="btn btn-success btn-xs"
                        aria-label={`Approve ${row.full_name}`}
                        onClick={() =>
                          setStatusRequest({ ids: [row.id], status: 'approved', bulk: false, name: row.full_name })
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
                        onClick={() =>
                          setStatusRequest({ ids: [row.id], status: 'rejected', bulk: false, name: row.full_name })
                        }
                      >
                        Reject
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`Note for ${row.full_name}`}
                      onClick={() => setNoteFor(row)}
                    >
                      Note{row.note_count > 0 ? ` (${row.note_count})` : ''}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`History of ${row.full_name}`}
                      onClick={() => setHistoryFor(row)}
                    >
                      History
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={filters.page} pages={pages} onPage={(page) => filters.update({ page })} />}

      {statusRequest && (
        <StatusDialog
          request={statusRequest}
          onClose={() => setStatusRequest(null)}
          onDone={() => {
            setSelected(new Set());
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
