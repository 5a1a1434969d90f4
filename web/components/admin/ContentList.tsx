import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { type PageOf, Pager } from '#web/components/Pager';
import { toast } from '#web/lib/toast';
import { AdminTable, type TableQuery } from './AdminTable';
import type { ContentToasts } from './content-toasts';

export interface ContentListCopy {
  /** The tab's heading ('Blog Posts') and its create button ('New Post'). */
  heading: string;
  newLabel: string;
  /** One row, as the list names it: 'Loading blog posts', 'No blog posts yet.', 'Delete blog post?' */
  one: string;
  toasts: Pick<ContentToasts, 'deleted' | 'deleteFailed' | 'loadFailed'>;
}

/** A column of the table: its header (which also labels the cell on a phone, where rows stack) and cell. */
export interface Column<Row> {
  header: string;
  className?: string;
  cell: (row: Row, index: number) => ReactNode;
}

interface DeleteById {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** An admin content tab's list (SPEC 2); the feature brings its columns and its form (`children`, while open). */
export function ContentList<Row extends { id: number }>({
  copy,
  columns,
  rows,
  query,
  rowClassName,
  name,
  warning,
  onNew,
  onEdit,
  remove,
  paging,
  children,
}: {
  copy: ContentListCopy;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  query: TableQuery;
  rowClassName?: (row: Row, index: number) => string | undefined;
  /** The row as the buttons name it: `Edit ${name}`, `Delete ${name}`. */
  name: (row: Row) => string;
  /** What the delete confirmation says will happen to the row. */
  warning: (row: Row) => ReactNode;
  onNew: () => void;
  onEdit: (row: Row) => void;
  remove: DeleteById;
  paging?: { page: number; of: PageOf | undefined; onPage: (page: number) => void };
  children?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rowActions = [
    { label: 'Edit', className: 'btn btn-ghost btn-xs', act: onEdit },
    { label: 'Delete', className: 'btn btn-ghost btn-xs text-error', act: setDeleting },
  ];

  const confirmDelete = (row: Row) =>
    remove.mutate(row.id, {
      onSuccess: () => {
        toast.success(copy.toasts.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(copy.toasts.deleteFailed, { cause: error }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{copy.heading}</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={onNew}>
          {copy.newLabel}
        </button>
      </div>
      <AdminTable
        columns={columns.map((column) => column.header)}
        rows={rows}
        query={query}
        loading={`Loading ${copy.one}s`}
        empty={`No ${copy.one}s yet.`}
        failed={copy.toasts.loadFailed}
      >
        {(row, index) => (
          <tr key={row.id} className={rowClassName?.(row, index)}>
            {columns.map(({ header, className, cell }) => (
              <td key={header} data-label={header} className={className}>
                {cell(row, index)}
              </td>
            ))}
            <td>
              <div className="flex justify-end gap-1">
                {rowActions.map(({ label, className, act }) => (
                  <button
                    key={label}
                    type="button"
                    className={className}
                    aria-label={`${label} ${name(row)}`}
                    onClick={() => act(row)}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </td>
          </tr>
        )}
      </AdminTable>
      {paging && <Pager {...paging} />}
      {children}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${copy.one}?`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {warning(deleting)}
        </ConfirmDialog>
      )}
    </div>
  );
}
