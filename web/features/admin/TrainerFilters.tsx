import { TRAINER_STATUSES, type TrainerStatus } from '#shared/enums';

/** The search box and the status filter above the moderation table; no status means all. */
export function TrainerFilters({
  searchText,
  onSearchTextChange,
  status,
  onStatusChange,
}: {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  status: TrainerStatus | undefined;
  onStatusChange: (status: TrainerStatus | undefined) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex grow flex-col gap-1">
        <span className="text-sm font-medium">Search trainers</span>
        <input
          type="search"
          className="input input-bordered w-full"
          placeholder="Name, email or headline"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Status</span>
        <select
          className="select select-bordered"
          value={status ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onStatusChange(TRAINER_STATUSES.find((known) => known === value));
          }}
        >
          <option value="all">All statuses</option>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </select>
      </label>
    </div>
  );
}
