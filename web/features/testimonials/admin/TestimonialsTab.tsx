import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { AdminTestimonial } from '#shared/api/testimonials';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Pager } from '#web/components/Pager';
import { RatingStars } from '#web/components/RatingStars';
import { TableStatusRow } from '#web/components/TableStatusRow';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { toast } from '#web/lib/toast';
import { adminTestimonialsQuery, useDeleteTestimonial } from './api/admin-testimonials';
import { TestimonialFormDialog } from './TestimonialFormDialog';

/** SPEC 2 Testimonials: Client, Quote, Rating, Status (Featured or Regular); create, edit, delete with a confirmation. */
export function TestimonialsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(adminTestimonialsQuery(page));
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  const confirmDelete = (testimonial: AdminTestimonial) =>
    remove.mutate(testimonial.id, {
      onSuccess: () => {
        toast.success(CONTENT_MESSAGES.testimonialDeleted);
        setDeleting(null);
      },
      onError: () => toast.error(CONTENT_MESSAGES.deleteTestimonialFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Testimonials</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          New Testimonial
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="table table-stack">
          <thead>
            <tr>
              <th>Client</th>
              <th>Quote</th>
              <th>Rating</th>
              <th>Status</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.isPending || list.isError || data?.testimonials.length === 0) && (
              <TableStatusRow
                columns={5}
                loading="Loading testimonials"
                empty={data ? 'No testimonials yet.' : list.isError ? CONTENT_MESSAGES.loadTestimonialsFailed : null}
              />
            )}
            {data?.testimonials.map((testimonial) => (
              <tr key={testimonial.id}>
                <td data-label="Client">
                  <div className="flex items-center gap-2 font-medium">
                    <TrainerAvatar name={testimonial.client_name} image={testimonial.client_photo} size={32} />
                    {testimonial.client_name}
                  </div>
                </td>
                <td data-label="Quote" className="max-w-md">
                  <p className="line-clamp-2">{testimonial.quote}</p>
                </td>
                <td data-label="Rating">
                  <RatingStars rating={testimonial.rating} />
                </td>
                <td data-label="Status">
                  {testimonial.is_featured ? (
                    <span className="badge badge-secondary">Featured</span>
                  ) : (
                    <span className="badge badge-ghost">Regular</span>
                  )}
                </td>
                <td>
                  <div className="flex justify-end gap-1">
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`Edit testimonial by ${testimonial.client_name}`}
                      onClick={() => setEditing(testimonial)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs text-error"
                      aria-label={`Delete testimonial by ${testimonial.client_name}`}
                      onClick={() => setDeleting(testimonial)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && <Pager page={page} pages={pages} onPage={onPage} />}
      {editing && (
        <TestimonialFormDialog testimonial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete testimonial?"
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          The testimonial by {deleting.client_name} will be removed. This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
