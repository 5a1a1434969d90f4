import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { signedInRequest } from '#web/lib/session/requests';
import { myReviewKeys } from './query-keys';

/**
 * The signed-in user's own review of the trainer (null before they write one) and the reviews they
 * have an open report on: the profile shows their review with Edit and Delete instead of the form,
 * and "Reported" on what they reported, after a reload too.
 */
export function myReviewQuery(slug: string) {
  return queryOptions({
    queryKey: myReviewKeys.of(slug),
    queryFn: ({ signal }) => signedInRequest('/trainers/:slug/reviews/mine', { param: { slug }, signal }),
  });
}

/**
 * After the user wrote, edited or deleted their review: their own review, the trainer's reviews,
 * the rating and review count on the profile and the same figures on listing cards are refetched
 * (not awaited: the form is done once the worker answered; the lists catch up on their own).
 */
export function useRefetchAfterReviewChange(slug: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: myReviewKeys.of(slug) });
    void client.invalidateQueries({ queryKey: trainerProfileKeys.reviews(slug) });
    void client.invalidateQueries({ queryKey: trainerProfileKeys.detail(slug) });
    void client.invalidateQueries({ queryKey: trainerListKeys.all });
  };
}
