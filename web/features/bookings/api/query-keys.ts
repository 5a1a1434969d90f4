import type { BookingListQuery } from '#shared/api/bookings';
import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's bookings and booking settings (dropped when the user changes). */
export const bookingKeys = {
  all: [VIEWER_SCOPE, 'bookings'] as const,
  /** The trainer's own availability (/manage-profile, Availability tab). */
  availability: () => [...bookingKeys.all, 'availability'] as const,
  /** Every list of sessions: what an accept, decline, cancel or new request changes. */
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: ({ as, when }: BookingListQuery) => [...bookingKeys.lists(), as, when] as const,
};
