import { useMutation } from '@tanstack/react-query';
import type { FlagReviewInput } from '#shared/api/reviews';
import { signedInRequest } from '#web/lib/session/requests';

/** Reports a review to the moderators; nothing the visitor sees changes, so nothing is refetched. */
export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: FlagReviewInput }) =>
      signedInRequest('/reviews/:reviewId/flags', { method: 'POST', param: { reviewId }, json: input }),
  });
}
