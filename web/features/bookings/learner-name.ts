import type { Booking } from '#shared/api/bookings';

const DELETED_LEARNER = 'Deleted user';

/** The learner of a session as the trainer's lists name them (a deleted account has none). */
export function learnerName(booking: Booking): string {
  return booking.learner?.full_name ?? DELETED_LEARNER;
}
