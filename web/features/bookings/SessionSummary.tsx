import type { ReactNode } from 'react';
import type { Booking } from '#shared/api/bookings';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatSessionTime } from './booking-time';

/** A session in a list row: who and what with its status, when (in the viewer's zone), and what became of it. */
export function SessionSummary({
  who,
  booking,
  timeZone,
  note,
}: {
  /** The other side, as the row names it (a link to the trainer, the learner's name). */
  who: ReactNode;
  booking: Booking;
  timeZone: string;
  note: string | null;
}) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        {who}
        <span className="text-base-content/70">· {booking.service.title}</span>
        <BookingStatusBadge status={booking.status} />
      </p>
      <p className="text-sm">
        <time dateTime={booking.start}>{formatSessionTime(booking.start, booking.end, timeZone)}</time>
      </p>
      {note && <p className="mt-1 whitespace-pre-line text-sm text-base-content/70">{note}</p>}
    </>
  );
}
