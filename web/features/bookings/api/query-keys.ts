import type { BookingListQuery } from '#shared/api/bookings';
import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of bookings: a trainer's free slots are public; the viewer's own sessions are dropped when the user changes. */
export const bookingKeys = {
  /** Every cached week of one trainer's free slots. */
  slots: (trainerId: number) => ['trainer-slots', trainerId] as const,
  slotWindow: (trainerId: number, serviceId: number, from: string, days: number) =>
    [...bookingKeys.slots(trainerId), serviceId, from, days] as const,
  /** The signed-in user's sessions and requests (either side). */
  mine: () => [VIEWER_SCOPE, 'bookings'] as const,
  /** The trainer's own availability (/manage-profile, Availability tab). */
  availability: () => [...bookingKeys.mine(), 'availability'] as const,
  /** Every list of sessions: what an accept, decline, cancel or new request changes. */
  lists: () => [...bookingKeys.mine(), 'list'] as const,
  list: ({ as, when }: Pick<BookingListQuery, 'as' | 'when'>) => [...bookingKeys.lists(), as, when] as const,
};
