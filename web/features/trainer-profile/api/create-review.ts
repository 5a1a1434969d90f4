import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedReviewResponse, CreateReviewInput } from '#shared/api/reviews';
import { signedInRequest } from '../../../lib/session/requests';
import { trainerListKeys } from '../../browse/api/query-keys';
import { trainerProfileKeys } from './query-keys';

/**
 * Posts a review. A new review changes the trainer's reviews, the rating and review count on the
 * profile, and the same figures on listing cards; those are refetched, nothing else.
 */
export function useCreateReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      signedInRequest<CreatedReviewResponse>(`/trainers/${encodeURIComponent(slug)}/reviews`, {
        method: 'POST',
        json: input,
      }),
    // Not awaited: the form is done once the review is stored; the lists catch up on their own.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: trainerProfileKeys.reviews(slug) });
      void client.invalidateQueries({ queryKey: trainerProfileKeys.detail(slug) });
      void client.invalidateQueries({ queryKey: trainerListKeys.all });
    },
  });
}
