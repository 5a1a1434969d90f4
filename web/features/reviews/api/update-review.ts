import { useMutation } from '@tanstack/react-query';
import type { UpdateReviewInput } from '#shared/api/reviews';
import { signedInRequest } from '#web/lib/session/requests';
import { useRefetchAfterReviewChange } from './my-review';

/** The author's edit of their review of the trainer `slug`. */
export function useUpdateReview(slug: string) {
  const refetch = useRefetchAfterReviewChange(slug);
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: UpdateReviewInput }) =>
      signedInRequest('/reviews/:reviewId', { method: 'PATCH', param: { reviewId }, json: input }),
    onSuccess: refetch,
  });
}
