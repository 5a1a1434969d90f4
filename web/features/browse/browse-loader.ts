import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#web/lib/query-client';
import { trainerListQuery } from './api/trainer-list';
import { browseListParams } from './browse-params';

/**
 * Starts the listing request as soon as /trainers is navigated to, so it runs while the page
 * chunk loads; the page's query then picks up the same request. Not awaited: the URL (and the
 * search box and filters that follow it) must change at once, with results arriving after.
 */
export function browseLoader({ request }: LoaderFunctionArgs): null {
  void queryClient.prefetchInfiniteQuery(trainerListQuery(browseListParams(new URL(request.url).searchParams)));
  return null;
}
