import { infiniteQueryOptions } from '@tanstack/react-query';
import type { BookingListQuery } from '#shared/api/bookings';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

type ListView = Pick<BookingListQuery, 'as' | 'when'>;

/**
 * GET /api/bookings?as=&when=: one list of the viewer's sessions (as learner or trainer; upcoming,
 * pending, accepted or past), a page at a time by the worker's keyset cursor ("Load more"). Asked
 * again when the tab regains focus: a request or an answer from the other side shows without a
 * reload, and a pending request's expiry is never shown long after it passed.
 */
export function bookingListQuery(view: ListView) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.list(view),
    queryFn: ({ pageParam, signal }) =>
      signedInRequest('/bookings', { query: pageParam ? { ...view, cursor: pageParam } : view, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchOnWindowFocus: 'always',
  });
}
