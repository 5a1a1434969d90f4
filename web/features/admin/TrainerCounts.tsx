import type { TrainerStatus } from '#shared/enums';

const COUNTERS: readonly (readonly [TrainerStatus, string])[] = [
  ['pending', 'Pending Review'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
];

/** How many trainers are in each status (a dash until the first answer). */
export function TrainerCounts({ counts }: { counts: Record<TrainerStatus, number> | undefined }) {
  return (
    <ul className="grid grid-cols-3 gap-3" aria-label="Trainer counts">
      {COUNTERS.map(([status, label]) => (
        <li key={status} className="card border border-base-300">
          <div className="card-body p-4">
            <h2 className="text-sm text-base-content/70">{label}</h2>
            <p className="text-2xl font-bold">{counts ? counts[status] : '–'}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
