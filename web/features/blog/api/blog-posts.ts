import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readListPage } from '#shared/list-page';
import { ApiRequestError } from '#web/lib/api-client';
import { anonymousRequest } from '#web/lib/session/requests';
import { blogKeys } from './query-keys';

/**
 * Published posts for a normalised filter, newest first, from the page the URL names (`page` in
 * `params` past the first: #shared/list-page) a page at a time ("Load more").
 */
export function blogListQuery(params: URLSearchParams) {
  const query = params.toString();
  const firstPage = readListPage((name) => params.get(name));
  return infiniteQueryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ pageParam, signal }) => {
      const paged = new URLSearchParams(query);
      paged.set('page', String(pageParam));
      return anonymousRequest('/blog', { query: paged, signal });
    },
    initialPageParam: firstPage,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    // A new search or chip keeps the current cards (and chips) on screen until its results arrive.
    placeholderData: keepPreviousData,
    // SPEC 8: public blog failures are only logged.
    meta: { errorLog: 'Failed to load blog posts' },
  });
}

/** One published post; null when there is none (unknown slug or a draft: 'Article not found'). */
export function blogPostQuery(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) =>
      anonymousRequest('/blog/:slug', { param: { slug }, signal }).then(
        (res) => res.post,
        (err: unknown) => {
          if (err instanceof ApiRequestError && err.status === 404) return null;
          throw err;
        },
      ),
    meta: { errorLog: 'Failed to load blog post' },
  });
}
