import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFaqInput, MoveFaqInput } from '#shared/api/faqs';
import { adminContentKeys, adminKeys } from '#web/features/admin/index';
import { faqKeys } from '#web/features/faqs/api/query-keys';
import { signedInRequest } from '#web/lib/session/requests';

/** Every FAQ, published or not, by category then order (the whole list: reordering needs it). */
export function adminFaqsQuery() {
  return queryOptions({
    queryKey: adminContentKeys.faqs(),
    queryFn: ({ signal }) => signedInRequest('/admin/faqs', { signal }).then((r) => r.faqs),
    meta: { errorToast: 'Failed to load FAQs' },
  });
}

/** A FAQ change shows in the admin list, the public FAQ page and the activity feed; adding or removing one changes the overview's count. */
function useInvalidateFaqs() {
  const client = useQueryClient();
  return (countChanged: boolean) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminContentKeys.faqs() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
      client.invalidateQueries({ queryKey: faqKeys.all }),
      countChanged && client.invalidateQueries({ queryKey: adminKeys.stats() }),
    ]);
}

/** Creates a FAQ (id null; it goes to the end of its category) or saves every field of one. */
export function useSaveFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CreateFaqInput }) =>
      id === null
        ? signedInRequest('/admin/faqs', { method: 'POST', json: input })
        : signedInRequest('/admin/faqs/:id', { method: 'PATCH', param: { id }, json: input }),
    onSettled: (_data, _error, { id }) => invalidate(id === null),
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (id: number) => signedInRequest('/admin/faqs/:id', { method: 'DELETE', param: { id } }),
    onSettled: () => invalidate(true),
  });
}

/** Swaps a FAQ with its neighbour in its category (the count does not change). */
export function useMoveFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: MoveFaqInput['direction'] }) =>
      signedInRequest('/admin/faqs/:id/move', { method: 'POST', param: { id }, json: { direction } }),
    onSettled: () => invalidate(false),
  });
}
