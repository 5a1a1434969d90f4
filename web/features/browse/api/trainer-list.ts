import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { readListPage } from '#shared/list-page';
import { anonymousRequest } from '#web/lib/session/requests';
import { FIRST_TRAINER_PAGE, trainerListKeys } from './query-keys';

/**
 * The approved-trainer listing for normalised filters, from the page the URL names (`page`, in
 * `params` past the first: #shared/list-page) one page at a time ("Load more" continues from a
 * cursor).
 */
export function trainerListQuery(params: URLSearchParams) {
  const query = params.toString();
  return infiniteQueryOptions({
    queryKey: trainerListKeys.list(query),
    queryFn: ({ pageParam, signal }) => {
      const paged = new URLSearchParams(query);
      if (pageParam) {
        paged.delete('page');
        paged.set('cursor', pageParam);
      } else if (!paged.has('page')) {
        paged.set('page', '1');
      }
      return anonymousRequest('/trainers', { query: paged, signal });
    },
    initialPageParam: FIRST_TRAINER_PAGE,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The listing as the results grid shows it; changing the filters starts from page 1 again. */
export function useTrainerList(params: URLSearchParams) {
  const query = useInfiniteQuery(trainerListQuery(params));
  const firstPage = readListPage((name) => params.get(name));
  const pagesShown = query.data?.pages.length ?? 0;
  return {
    firstPage,
    nextPage: query.hasNextPage && pagesShown > 0 ? firstPage + pagesShown : null,
    trainers: query.data?.pages.flatMap((page) => page.trainers) ?? [],
    total: query.data?.pages.at(-1)?.total ?? 0,
    totalCapped: query.data?.pages.at(-1)?.total_capped ?? false,
    hasMore: query.hasNextPage,
    loading: query.isPending || query.isFetchingNextPage,
    error: query.error ? query.error.message || 'Failed to load trainers' : null,
    loadMore: () => void query.fetchNextPage(),
  };
}
