import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { signedInRequest } from '#web/lib/session/requests';
import { myReviewKeys } from './query-keys';

/** The user's own review (null before one) and the reviews they reported, so "Reported" survives a reload. */
export function myReviewQuery(slug: string) {
  return queryOptions({
    queryKey: myReviewKeys.of(slug),
    queryFn: ({ signal }) => signedInRequest('/trainers/:slug/reviews/mine', { param: { slug }, signal }),
  });
}

/** Not awaited: the form is done once the worker answered; the lists and figures catch up on their own. */
export function useRefetchAfterReviewChange(slug: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: myReviewKeys.of(slug) });
    void client.invalidateQueries({ queryKey: trainerProfileKeys.reviews(slug) });
    void client.invalidateQueries({ queryKey: trainerProfileKeys.detail(slug) });
    void client.invalidateQueries({ queryKey: trainerListKeys.all });
  };
}
