import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { AdminFaq } from '#shared/api/faqs';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { TableStatusRow } from '#web/components/TableStatusRow';
import { toast } from '#web/lib/toast';
import { adminFaqsQuery, useDeleteFaq, useMoveFaq } from './api/admin-faqs';
import { FaqFormDialog } from './FaqFormDialog';

/** Whether a FAQ can move up or down: only within its category (the list is by category, then order). */
export function neighbours(faqs: readonly AdminFaq[], index: number): { first: boolean; last: boolean } {
  const faq = faqs[index];
  return {
    first: faqs[index - 1]?.category !== faq?.category,
    last: faqs[index + 1]?.category !== faq?.category,
  };
}

/** SPEC 2 FAQs: Question, Category, Status; create, edit, delete with a confirmation, reorder within a category. */
export function FaqsTab() {
  const list = useQuery(adminFaqsQuery());
  const move = useMoveFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const faqs = list.data ?? [];
  const categories = [...new Set(faqs.map((faq) => faq.category))];

  const onMove = (faq: AdminFaq, direction: 'up' | 'down') =>
    move.mutate(
      { id: faq.id, direction },
      { onError: (error) => toast.error(CONTENT_MESSAGES.saveFaqFailed, { cause: error }) },
    );

  const confirmDelete = (faq: AdminFaq) =>
    remove.mutate(faq.id, {
      onSuccess: () => {
        toast.success(CONTENT_MESSAGES.faqDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(CONTENT_MESSAGES.deleteFaqFailed, { cause: error }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">FAQs</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          New FAQ
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="table table-stack">
          <thead>
            <tr>
              <th>Question</th>
              <th>Category</th>
              <th>Status</th>
              <th>Order</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.isPending || list.isError || faqs.length === 0) && (
              <TableStatusRow
                columns={5}
                loading="Loading FAQs"
                empty={list.data ? 'No FAQs yet.' : list.isError ? CONTENT_MESSAGES.loadFaqsFailed : null}
              />
            )}
            {faqs.map((faq, index) => {
              const { first, last } = neighbours(faqs, index);
              const moving = move.isPending && move.variables?.id === faq.id;
              return (
                <tr key={faq.id} className={first && index > 0 ? 'border-t-2 border-base-300' : undefined}>
                  <td data-label="Question" className="max-w-md font-medium">
                    {faq.question}
                  </td>
                  <td data-label="Category" className="whitespace-nowrap">
                    {faq.category}
                  </td>
                  <td data-label="Status">
                    {faq.is_published ? (
                      <span className="badge badge-success">Published</span>
                    ) : (
                      <span className="badge badge-ghost">Draft</span>
                    )}
                  </td>
                  <td data-label="Order">
                    <div className="join">
                      <button
                        type="button"
                        className="btn btn-square join-item btn-sm"
                        aria-label={`Move “${faq.question}” up`}
                        disabled={first || move.isPending}
                        onClick={() => onMove(faq, 'up')}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn btn-square join-item btn-sm"
                        aria-label={`Move “${faq.question}” down`}
                        disabled={last || move.isPending}
                        onClick={() => onMove(faq, 'down')}
                      >
                        {moving ? '…' : '↓'}
                      </button>
                    </div>
                  </td>
                  <td>
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={`Edit “${faq.question}”`}
                        onClick={() => setEditing(faq)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        aria-label={`Delete “${faq.question}”`}
                        onClick={() => setDeleting(faq)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing && (
        <FaqFormDialog
          faq={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete FAQ?"
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          “{deleting.question}” will be removed from the FAQ page. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
