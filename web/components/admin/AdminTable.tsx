import type { ReactNode } from 'react';
import { TableStatusRow } from '#web/components/TableStatusRow';

/** The list's query as the table needs it. */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
}

/**
 * An admin table (stacked on a phone): its headers, the rows, and in their place one status row
 * while loading (a skeleton), when there are none (`empty`), or when the list failed to load and
 * the table says so (`failed`). The last column holds each row's buttons: its header is `actions`,
 * or read to screen readers only when there is none.
 */
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
