import { useMutation } from '@tanstack/react-query';
import type { UpdatedReviewResponse, UpdateReviewInput } from '#shared/api/reviews';
import { signedInRequest } from '#web/lib/session/requests';
import { useRefetchAfterReviewChange } from './my-review';

/** The author's edit of their review of the trainer `slug`. */
export function useUpdateReview(slug: string) {
  const refetch = useRefetchAfterReviewChange(slug);
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: UpdateReviewInput }) =>
      signedInRequest<UpdatedReviewResponse>(`/reviews/${reviewId}`, { method: 'PATCH', json: input }),
    onSuccess: refetch,
  });
}
