import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminFaq } from '#shared/api/faqs';
import { type Column, ContentList, type ContentListCopy } from '#web/components/admin/ContentList';
import { PublishedBadge } from '#web/components/admin/PublishedBadge';
import { toast } from '#web/lib/toast';
import { adminFaqsQuery, useDeleteFaq, useMoveFaq } from './api/admin-faqs';
import { FaqFormDialog } from './FaqFormDialog';
import { FAQ_TOASTS } from './faq-toasts';

const COPY: ContentListCopy = { heading: 'FAQs', newLabel: 'New FAQ', one: 'FAQ', toasts: FAQ_TOASTS };

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
  const faqs = list.data ?? [];
  const categories = [...new Set(faqs.map((faq) => faq.category))];

  const onMove = (faq: AdminFaq, direction: 'up' | 'down') =>
    move.mutate(
      { id: faq.id, direction },
      { onError: (error) => toast.error(FAQ_TOASTS.saveFailed, { cause: error }) },
    );

  const columns: Column<AdminFaq>[] = [
    { header: 'Question', className: 'max-w-md font-medium', cell: (faq) => faq.question },
    { header: 'Category', className: 'whitespace-nowrap', cell: (faq) => faq.category },
    { header: 'Status', cell: (faq) => <PublishedBadge published={faq.is_published} /> },
    {
      header: 'Order',
      cell: (faq, index) => {
        const { first, last } = neighbours(faqs, index);
        const moving = move.isPending && move.variables?.id === faq.id;
        return (
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
        );
      },
    },
  ];

  return (
    <ContentList
      copy={COPY}
      columns={columns}
      name={(faq) => `“${faq.question}”`}
      warning={(faq) => `“${faq.question}” will be removed from the FAQ page. This cannot be undone.`}
      rows={list.data}
      // A category's first FAQ starts a group.
      rowClassName={(_faq, index) =>
        neighbours(faqs, index).first && index > 0 ? 'border-t-2 border-base-300' : undefined
      }
      query={list}
      onNew={() => setEditing('new')}
      onEdit={setEditing}
      remove={remove}
    >
      {editing && (
        <FaqFormDialog
          faq={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
    </ContentList>
  );
}
