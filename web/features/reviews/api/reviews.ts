import { infiniteQueryOptions } from '@tanstack/react-query';
import { trainerProfileKeys } from '#web/features/browse/index';
import { anonymousRequest } from '#web/lib/session/requests';

/** A trainer's reviews, newest first, a page at a time ("More reviews"). */
export function reviewsInfiniteQuery(slug: string) {
  return infiniteQueryOptions({
    queryKey: trainerProfileKeys.reviews(slug),
    queryFn: ({ pageParam, signal }) =>
      anonymousRequest('/trainers/:slug/reviews', { param: { slug }, query: { page: String(pageParam) }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
