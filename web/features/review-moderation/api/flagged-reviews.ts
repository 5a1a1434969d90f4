import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FlaggedReview,
  FlaggedReviewsResponse,
  ResolveAction,
  ResolveFlagsResponse,
} from '#shared/api/review-moderation';
import { adminContentKeys, adminKeys } from '#web/features/admin/index';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { signedInRequest } from '#web/lib/session/requests';

/** Reviews with pending flags, each with its flags, latest flag first. */
export function flaggedReviewsQuery(page: number) {
  return queryOptions({
    queryKey: adminContentKeys.flaggedReviewList(page),
    queryFn: ({ signal }) => signedInRequest<FlaggedReviewsResponse>(`/admin/flagged-reviews?page=${page}`, { signal }),
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
      signedInRequest<ResolveFlagsResponse>(`/admin/flagged-reviews/${review.review_id}/resolve`, {
        method: 'POST',
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
