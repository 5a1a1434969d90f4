import { barHeights } from './analytics-format';

/**
 * A ranked list of counts with proportional bars (keywords, sources, platforms), or its empty text.
 * Rows are keyed by `id`, the name the API groups by (unique per list), not by the label shown:
 * two names can read alike ('home_page', 'home__page'), and a repeated key makes React keep stale
 * rows when the list changes.
 */
export function CountList({
  rows,
  empty,
  label,
}: {
  rows: { id: string; label: string; count: number }[];
  empty: string;
  label: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-base-content/70">{empty}</p>;
  const widths = barHeights(rows.map((r) => r.count));
  return (
    <ol className="flex flex-col gap-2" aria-label={label}>
      {rows.map((row, i) => (
        <li key={row.id} className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3">
          <span className="truncate font-medium">{row.label}</span>
          <span className="h-2 rounded bg-base-200" aria-hidden="true">
            <span className="block h-2 rounded bg-primary" style={{ width: `${widths[i]}%` }} />
          </span>
          <span className="tabular-nums">{row.count}</span>
        </li>
      ))}
    </ol>
  );
}
