import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TrainerReviewsResponse } from '#shared/api/trainers';
import { trainerProfileKeys } from '#web/features/browse/index';
import { anonymousRequest } from '#web/lib/session/requests';

/** A trainer's reviews, newest first, a page at a time ("More reviews"). */
export function reviewsInfiniteQuery(slug: string) {
  return infiniteQueryOptions({
    queryKey: trainerProfileKeys.reviews(slug),
    queryFn: ({ pageParam, signal }) =>
      anonymousRequest<TrainerReviewsResponse>(`/trainers/${encodeURIComponent(slug)}/reviews?page=${pageParam}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
