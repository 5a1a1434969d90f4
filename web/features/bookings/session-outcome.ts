import type { Booking } from '#shared/api/bookings';
import { formatInstant, zoneName } from './booking-time';

type Side = 'learner' | 'trainer';

const OTHER: Record<Side, Side> = { learner: 'trainer', trainer: 'learner' };

/**
 * What became of a session beyond its status, told to one side: who cancelled and why (either side),
 * the trainer's message on a decline, when a waiting request lapses (the learner), a request left
 * unanswered (the trainer). Null when the status says it all.
 */
export function sessionOutcome(booking: Booking, viewer: Side, timeZone: string): string | null {
  switch (booking.status) {
    case 'pending':
      if (viewer === 'trainer') return null;
      return booking.expires_at
        ? `Waiting for the trainer’s answer until ${formatInstant(booking.expires_at, timeZone)} (${zoneName(timeZone)}).`
        : 'Waiting for the trainer’s answer.';
    case 'declined':
      if (viewer === 'trainer') {
        return booking.decline_message ? `You wrote: “${booking.decline_message}”` : 'You declined it.';
      }
      return booking.decline_message ? `The trainer wrote: “${booking.decline_message}”` : null;
    case 'expired':
      return viewer === 'trainer' ? 'Expired without an answer.' : null;
    case 'cancelled': {
      const by = booking.cancelled_by === viewer ? 'Cancelled by you' : `Cancelled by the ${OTHER[viewer]}`;
      return booking.cancel_reason ? `${by}: “${booking.cancel_reason}”` : `${by}.`;
    }
    default:
      return null;
  }
}
