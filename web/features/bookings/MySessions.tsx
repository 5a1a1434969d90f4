import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Booking } from '#shared/api/bookings';
import { bookingListQuery } from './api/booking-lists';
import { BookingListState } from './BookingListState';
import { formatSessionTime, viewerTimeZone } from './booking-time';
import { SessionSummary } from './SessionSummary';
import { sessionOutcome } from './session-outcome';

// Opened by a click on Cancel: its zod schema and the form library stay off the dashboard's first load.
const CancelBookingDialog = lazy(() =>
  import('./CancelBookingDialog').then((module) => ({ default: module.CancelBookingDialog })),
);

const VIEWS = [
  { key: 'upcoming', label: 'Upcoming', empty: 'No upcoming sessions. Request a time on a trainer’s profile.' },
  { key: 'past', label: 'Past', empty: 'No past sessions yet.' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/** "My sessions" on every signed-in user's dashboard: the sessions they asked for, upcoming and past. */
export function MySessions() {
  const [view, setView] = useState<View>('upcoming');
  const [timeZone] = useState(viewerTimeZone);
  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm" aria-labelledby="my-sessions">
      <div className="card-body">
        <h2 id="my-sessions" className="card-title">
          My sessions
        </h2>
        <div role="tablist" aria-label="My sessions" className="tabs tabs-border">
          {VIEWS.map((v) => (
            <button
              key={v.key}
              type="button"
              role="tab"
              id={`my-sessions-tab-${v.key}`}
              aria-controls={`my-sessions-panel-${v.key}`}
              aria-selected={view === v.key}
              className={`tab ${view === v.key ? 'tab-active' : 'text-base-content/80'}`}
              onClick={() => setView(v.key)}
            >
              {v.label}
            </button>
          ))}
        </div>
        {VIEWS.map(
          (v) =>
            view === v.key && (
              <div
                key={v.key}
                role="tabpanel"
                id={`my-sessions-panel-${v.key}`}
                aria-labelledby={`my-sessions-tab-${v.key}`}
              >
                <MySessionList when={v.key} label={`${v.label} sessions`} empty={v.empty} timeZone={timeZone} />
              </div>
            ),
        )}
      </div>
    </section>
  );
}

function MySessionList({
  when,
  label,
  empty,
  timeZone,
}: {
  when: View;
  label: string;
  empty: string;
  timeZone: string;
}) {
  const query = useInfiniteQuery(bookingListQuery({ as: 'learner', when }));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  return (
    <>
      <BookingListState query={query} label={label} empty={empty}>
        {(bookings) =>
          bookings.map((booking) => (
            <MySessionRow key={booking.id} booking={booking} timeZone={timeZone} onCancel={setCancelling} />
          ))
        }
      </BookingListState>
      {cancelling && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={cancelling}
            summary={`${cancelling.trainer.full_name}, ${cancelling.service.title}, ${formatSessionTime(cancelling.start, cancelling.end, timeZone)}`}
            onClose={() => setCancelling(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function MySessionRow({
  booking,
  timeZone,
  onCancel,
}: {
  booking: Booking;
  timeZone: string;
  onCancel: (booking: Booking) => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="my-session">
      <div className="min-w-0 flex-1">
        <SessionSummary
          who={
            <Link to={`/trainer/${booking.trainer.slug}`} className="link font-medium">
              {booking.trainer.full_name}
            </Link>
          }
          booking={booking}
          timeZone={timeZone}
          note={sessionOutcome(booking, 'learner', timeZone)}
        />
      </div>
      {/* The profile opens on its Reviews tab for #reviews; gone once the learner has reviewed the trainer. */}
      {booking.status === 'completed' && !booking.reviewed && (
        <Link
          to={`/trainer/${booking.trainer.slug}#reviews`}
          className="btn btn-outline btn-primary btn-sm"
          aria-label={`Leave a review for ${booking.trainer.full_name}`}
        >
          Leave a review
        </Link>
      )}
      {booking.can_cancel && (
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          aria-label={`Cancel session with ${booking.trainer.full_name}`}
          onClick={() => onCancel(booking)}
        >
          Cancel
        </button>
      )}
    </li>
  );
}
