import { barHeights } from './analytics-format';

/** A ranked list of counts with proportional bars (keywords, sources, platforms), or its empty text. */
export function CountList({
  rows,
  empty,
  label,
}: {
  rows: { label: string; count: number }[];
  empty: string;
  label: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-center text-base-content/70">{empty}</p>;
  const widths = barHeights(rows.map((r) => r.count));
  return (
    <ol className="flex flex-col gap-2" aria-label={label}>
      {rows.map((row, i) => (
        <li key={row.label} className="grid grid-cols-[minmax(0,12rem)_1fr_auto] items-center gap-3">
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
