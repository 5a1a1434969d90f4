import { useMutation } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { useRefetchAfterReviewChange } from './my-review';

/** The author deletes their review of the trainer `slug`; the review form comes back. */
export function useDeleteReview(slug: string) {
  const refetch = useRefetchAfterReviewChange(slug);
  return useMutation({
    mutationFn: (reviewId: number) => signedInRequest('/reviews/:reviewId', { method: 'DELETE', param: { reviewId } }),
    onSuccess: refetch,
  });
}
