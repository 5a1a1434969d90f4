import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TrainerListResponse } from '#shared/api/trainers';
import { anonymousRequest } from '../../../lib/session/requests';
import { trainerListKeys } from './query-keys';

/** The approved-trainer listing for normalised filters, one page at a time ("Load more"). */
export function trainerListQuery(params: URLSearchParams) {
  const query = params.toString();
  return infiniteQueryOptions({
    queryKey: trainerListKeys.list(query),
    queryFn: ({ pageParam, signal }) => {
      const paged = new URLSearchParams(query);
      paged.set('page', String(pageParam));
      return anonymousRequest<TrainerListResponse>(`/trainers?${paged}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

/** The listing as the results grid shows it; changing the filters starts from page 1 again. */
export function useTrainerList(params: URLSearchParams) {
  const query = useInfiniteQuery(trainerListQuery(params));
  return {
    trainers: query.data?.pages.flatMap((page) => page.trainers) ?? [],
    total: query.data?.pages.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    loading: query.isPending || query.isFetchingNextPage,
    error: query.error ? query.error.message || 'Failed to load trainers' : null,
    loadMore: () => void query.fetchNextPage(),
  };
}
