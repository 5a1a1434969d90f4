import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TrainerListResponse } from '#shared/api/trainers';
import type { InitialData } from '#shared/initial-data';
import { blogPostQuery } from '../features/blog/api/blog-posts';
import { trainerListQuery } from '../features/browse/api/trainer-list';
import { trainerProfileQuery } from '../features/trainer-profile/api/trainer-profile';

/**
 * Puts the page's embedded API answer in the query cache under the key of the query that would
 * have fetched it (the features' own query factories), shaped as that query's `queryFn` would
 * return it. Counted as fetched now: the HTML it came in is revalidated on every load (ETag), so
 * it is as fresh as a request made now, and the usual staleTime applies from here.
 */
export function seedInitialData(client: QueryClient, data: InitialData | null): void {
  switch (data?.query) {
    case 'trainer-profile':
      client.setQueryData(trainerProfileQuery(data.slug).queryKey, data.response.trainer);
      break;
    case 'blog-post':
      client.setQueryData(blogPostQuery(data.slug).queryKey, data.response.post);
      break;
    case 'trainer-list': {
      const firstPage: InfiniteData<TrainerListResponse, number> = { pages: [data.response], pageParams: [1] };
      client.setQueryData(trainerListQuery(new URLSearchParams(data.params)).queryKey, firstPage);
      break;
    }
  }
}
