import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '#shared/api/bookings';
import { bookingListQuery } from './api/booking-lists';
import { BookingListState } from './BookingListState';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatSessionTime } from './booking-time';
import { learnerName } from './learner-name';

/** What became of a session, told to its trainer: their own message, who cancelled and why, a request left unanswered. */
function outcome(booking: Booking): string | null {
  switch (booking.status) {
    case 'declined':
      return booking.decline_message ? `You wrote: “${booking.decline_message}”` : 'You declined it.';
    case 'expired':
      return 'Expired without an answer.';
    case 'cancelled': {
      const by = booking.cancelled_by === 'trainer' ? 'Cancelled by you' : 'Cancelled by the learner';
      return booking.cancel_reason ? `${by}: “${booking.cancel_reason}”` : `${by}.`;
    }
    default:
      return null;
  }
}

/**
 * The trainer's past sessions and answered requests, latest first, behind a disclosure: asked for
 * only once opened, so the dashboard's first load reads what is ahead, not the history.
 */
export function TrainerPastSessions({ timeZone }: { timeZone: string }) {
  const [open, setOpen] = useState(false);
  // The disclosure pattern: a button in the heading, so the heading stays a heading for screen readers.
  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <h2 className="card-title">
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 text-left"
            aria-expanded={open}
            aria-controls="trainer-past-sessions"
            onClick={() => setOpen((was) => !was)}
          >
            Past sessions
            <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
              ▾
            </span>
          </button>
        </h2>
        <div id="trainer-past-sessions" hidden={!open}>
          {open && <PastList timeZone={timeZone} />}
        </div>
      </div>
    </section>
  );
}

function PastList({ timeZone }: { timeZone: string }) {
  const query = useInfiniteQuery(bookingListQuery({ as: 'trainer', when: 'past' }));
  return (
    <div>
      <BookingListState query={query} label="Past sessions" empty="No past sessions yet.">
        {(bookings) =>
          bookings.map((booking) => {
            const note = outcome(booking);
            return (
              <li key={booking.id} className="py-3" data-testid="past-session">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{learnerName(booking)}</span>
                  <span className="text-base-content/70">· {booking.service.title}</span>
                  <BookingStatusBadge status={booking.status} />
                </p>
                <p className="text-sm">
                  <time dateTime={booking.start}>{formatSessionTime(booking.start, booking.end, timeZone)}</time>
                </p>
                {note && <p className="mt-1 whitespace-pre-line text-sm text-base-content/70">{note}</p>}
              </li>
            );
          })
        }
      </BookingListState>
    </div>
  );
}
