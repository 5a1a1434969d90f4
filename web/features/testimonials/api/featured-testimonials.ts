import { queryOptions } from '@tanstack/react-query';
import { anonymousRequest } from '#web/lib/session/requests';
import { testimonialKeys } from './query-keys';

/** The home carousel's featured testimonials; a failure is logged and the section hidden (SPEC 8). */
export function featuredTestimonialsQuery() {
  return queryOptions({
    queryKey: testimonialKeys.featured(),
    queryFn: ({ signal }) => anonymousRequest('/testimonials/featured', { signal }).then((r) => r.testimonials),
    meta: { errorLog: 'Failed to load testimonials' },
  });
}
