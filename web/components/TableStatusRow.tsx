/** The one row an admin table shows while loading, or when nothing matches. */
export function TableStatusRow({
  columns,
  loading,
  empty,
}: {
  columns: number;
  loading: string;
  empty: string | null;
}) {
  return (
    <tr>
      <td colSpan={columns} className="py-8 text-center text-base-content/70">
        {empty ?? <div className="skeleton h-10 w-full" role="status" aria-label={loading} />}
      </td>
    </tr>
  );
}
