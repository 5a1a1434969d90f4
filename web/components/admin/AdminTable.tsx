import type { ReactNode } from 'react';
import { TableStatusRow } from '#web/components/TableStatusRow';

/** The list's query as the table needs it. */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
}

/** Stacked on a phone; one status row stands in for the rows while loading, empty or failed. */
export function AdminTable<Row>({
  columns,
  actions,
  rows,
  query,
  loading,
  empty,
  failed,
  children,
}: {
  columns: readonly string[];
  actions?: string;
  /** The rows of the latest answer; undefined until there is one. */
  rows: readonly Row[] | undefined;
  query: TableQuery;
  loading: string;
  empty: string;
  failed?: string;
  children: (row: Row, index: number) => ReactNode;
}) {
  const failedText = query.isError && !rows ? failed : undefined;
  return (
    <div className="overflow-x-auto">
      <table className="table table-stack">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
            <th>{actions ?? <span className="sr-only">Actions</span>}</th>
          </tr>
        </thead>
        <tbody>
          {(query.isPending || rows?.length === 0 || failedText) && (
            <TableStatusRow
              columns={columns.length + 1}
              loading={loading}
              empty={rows ? empty : (failedText ?? null)}
            />
          )}
          {rows?.map(children)}
        </tbody>
      </table>
    </div>
  );
}
