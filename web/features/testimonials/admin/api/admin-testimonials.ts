import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTestimonialInput } from '#shared/api/testimonials';
import { adminContentKeys, adminKeys } from '#web/features/admin/index';
import { testimonialKeys } from '#web/features/testimonials/api/query-keys';
import { signedInRequest } from '#web/lib/session/requests';

/** Testimonials newest first, 20 a page. */
export function adminTestimonialsQuery(page: number) {
  return queryOptions({
    queryKey: adminContentKeys.testimonialList(page),
    queryFn: ({ signal }) => signedInRequest('/admin/testimonials', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load testimonials' },
  });
}

/** A testimonial change shows in the admin table, the home carousel and the activity feed (the overview counts none). */
function useInvalidateTestimonials() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminContentKeys.testimonials() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
      client.invalidateQueries({ queryKey: testimonialKeys.featured() }),
    ]);
}

/** Creates a testimonial (id null) or saves every field of one. */
export function useSaveTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CreateTestimonialInput }) =>
      id === null
        ? signedInRequest('/admin/testimonials', { method: 'POST', json: input })
        : signedInRequest('/admin/testimonials/:id', { method: 'PATCH', param: { id }, json: input }),
    onSettled: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: (id: number) => signedInRequest('/admin/testimonials/:id', { method: 'DELETE', param: { id } }),
    onSettled: invalidate,
  });
}
