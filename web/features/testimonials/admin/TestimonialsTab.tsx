import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTestimonial } from '#shared/api/testimonials';
import { type Column, ContentList, type ContentListCopy } from '#web/components/admin/ContentList';
import { RatingStars } from '#web/components/RatingStars';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { adminTestimonialsQuery, useDeleteTestimonial } from './api/admin-testimonials';
import { TestimonialFormDialog } from './TestimonialFormDialog';
import { TESTIMONIAL_TOASTS } from './testimonial-toasts';

const COPY: ContentListCopy = {
  heading: 'Testimonials',
  newLabel: 'New Testimonial',
  one: 'testimonial',
  toasts: TESTIMONIAL_TOASTS,
};

const COLUMNS: Column<AdminTestimonial>[] = [
  {
    header: 'Client',
    cell: (testimonial) => (
      <div className="flex items-center gap-2 font-medium">
        <TrainerAvatar name={testimonial.client_name} image={testimonial.client_photo} size={32} decorative />
        {testimonial.client_name}
      </div>
    ),
  },
  {
    header: 'Quote',
    className: 'max-w-md',
    cell: (testimonial) => <p className="line-clamp-2">{testimonial.quote}</p>,
  },
  { header: 'Rating', cell: (testimonial) => <RatingStars rating={testimonial.rating} /> },
  {
    header: 'Status',
    cell: (testimonial) =>
      testimonial.is_featured ? (
        <span className="badge badge-secondary">Featured</span>
      ) : (
        <span className="badge badge-ghost">Regular</span>
      ),
  },
];

/** SPEC 2 Testimonials: Client, Quote, Rating, Status (Featured or Regular); create, edit, delete with a confirmation. */
export function TestimonialsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(adminTestimonialsQuery(page));
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);

  return (
    <ContentList
      copy={COPY}
      columns={COLUMNS}
      name={(testimonial) => `testimonial by ${testimonial.client_name}`}
      warning={(testimonial) => `The testimonial by ${testimonial.client_name} will be removed. This cannot be undone.`}
      rows={list.data?.testimonials}
      query={list}
      paging={{ page, of: list.data, onPage }}
      onNew={() => setEditing('new')}
      onEdit={setEditing}
      remove={remove}
    >
      {editing && (
        <TestimonialFormDialog testimonial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ContentList>
  );
}
