import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlaggedReview, ResolveAction } from '#shared/api/review-moderation';
import { adminContentKeys, adminKeys } from '#web/features/admin/index';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { signedInRequest } from '#web/lib/session/requests';

/** Reviews with pending flags, each with its flags, latest flag first. */
export function flaggedReviewsQuery(page: number) {
  return queryOptions({
    queryKey: adminContentKeys.flaggedReviewList(page),
    queryFn: ({ signal }) => signedInRequest('/admin/flagged-reviews', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load flagged reviews' },
  });
}

/**
 * Approve keeps the review and resolves its flags; remove deletes it too. Either changes the
 * moderation list, the overview's flagged (and, on removal, review) counts and the activity feed.
 * A removal also changes that trainer's public reviews, profile rating and listing figures.
 */
export function useResolveFlags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ review, action }: { review: FlaggedReview; action: ResolveAction }) =>
      signedInRequest('/admin/flagged-reviews/:reviewId/resolve', {
        method: 'POST',
        param: { reviewId: review.review_id },
        json: { action },
      }),
    onSettled: (_data, _error, { review, action }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminContentKeys.flaggedReviews() }),
        client.invalidateQueries({ queryKey: adminKeys.stats() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
        action === 'remove' && client.invalidateQueries({ queryKey: trainerProfileKeys.reviews(review.trainer.slug) }),
        action === 'remove' && client.invalidateQueries({ queryKey: trainerProfileKeys.detail(review.trainer.slug) }),
        action === 'remove' && client.invalidateQueries({ queryKey: trainerListKeys.all }),
      ]),
  });
}
