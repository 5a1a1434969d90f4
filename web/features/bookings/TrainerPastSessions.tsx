import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingListQuery } from './api/booking-lists';
import { BookingListState } from './BookingListState';
import { learnerName } from './learner-name';
import { SessionSummary } from './SessionSummary';
import { sessionOutcome } from './session-outcome';

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
          bookings.map((booking) => (
            <li key={booking.id} className="py-3" data-testid="past-session">
              <SessionSummary
                who={<span className="font-medium">{learnerName(booking)}</span>}
                booking={booking}
                timeZone={timeZone}
                note={sessionOutcome(booking, 'trainer', timeZone)}
              />
            </li>
          ))
        }
      </BookingListState>
    </div>
  );
}
