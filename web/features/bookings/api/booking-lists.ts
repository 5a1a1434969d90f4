import { queryOptions } from '@tanstack/react-query';
import type { BookingListQuery } from '#shared/api/bookings';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

/**
 * GET /api/bookings?as=&when=: one list of the viewer's sessions (as learner or trainer; upcoming,
 * past or pending). Asked again when the tab regains focus: a request or an answer from the other side
 * shows without a reload, and a pending request's expiry is never shown long after it passed.
 */
export function bookingListQuery(query: BookingListQuery) {
  return queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => signedInRequest('/bookings', { query, signal }).then((res) => res.bookings),
    refetchOnWindowFocus: 'always',
  });
}
