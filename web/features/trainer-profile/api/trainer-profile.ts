import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { trainerProfileKeys } from '#web/features/browse/index';
import { anonymousRequest } from '#web/lib/session/requests';

/** An approved trainer's public profile (404 when there is none). */
export function trainerProfileQuery(slug: string) {
  return queryOptions({
    queryKey: trainerProfileKeys.detail(slug),
    queryFn: ({ signal }) =>
      anonymousRequest('/trainers/:slug', { param: { slug }, signal }).then((res) => res.trainer),
  });
}

/** Starts loading a profile the visitor is about to open (hover or focus on its card). */
export function usePrefetchTrainerProfile(): (slug: string) => void {
  const client = useQueryClient();
  return (slug) => void client.prefetchQuery(trainerProfileQuery(slug));
}
