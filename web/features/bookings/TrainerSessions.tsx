import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Booking } from '#shared/api/bookings';
import { apiErrorMessage } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { useAcceptBooking } from './api/booking-actions';
import { bookingListQuery } from './api/booking-lists';
import { BookingListState } from './BookingListState';
import { formatInstant, formatSessionTime, viewerTimeZone, zoneName } from './booking-time';
import { BOOKINGS_TOASTS } from './bookings-toasts';
import { learnerName } from './learner-name';
import { TrainerPastSessions } from './TrainerPastSessions';

// Opened by a click on Cancel or Decline: their zod schemas and the form library stay off the dashboard's first load.
const CancelBookingDialog = lazy(() =>
  import('./CancelBookingDialog').then((module) => ({ default: module.CancelBookingDialog })),
);
const DeclineBookingDialog = lazy(() =>
  import('./DeclineBookingDialog').then((module) => ({ default: module.DeclineBookingDialog })),
);

/** 'Lou Learner, Intro session, Tue, 1 Dec, 09:00–10:00 (New York time)': a session in one line, for dialogs. */
function summaryOf(booking: Booking, timeZone: string): string {
  return `${learnerName(booking)}, ${booking.service.title}, ${formatSessionTime(booking.start, booking.end, timeZone)}`;
}

/** An approved trainer's dashboard: the requests waiting for an answer, the sessions ahead, then (on demand) the past ones. */
export function TrainerSessions() {
  const [timeZone] = useState(viewerTimeZone);
  return (
    <>
      <SessionRequests timeZone={timeZone} />
      <TrainerUpcomingSessions timeZone={timeZone} />
      <TrainerPastSessions timeZone={timeZone} />
    </>
  );
}

function SessionRequests({ timeZone }: { timeZone: string }) {
  const query = useInfiniteQuery(bookingListQuery({ as: 'trainer', when: 'pending' }));
  const accept = useAcceptBooking();
  const [declining, setDeclining] = useState<Booking | null>(null);
  const loaded = query.data?.pages.reduce((sum, page) => sum + page.bookings.length, 0) ?? 0;
  // The pages loaded so far; "20+" while the worker has more.
  const count = query.hasNextPage ? `${loaded}+` : String(loaded);

  const onAccept = (booking: Booking) =>
    accept.mutate(booking.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (err) => toast.error(apiErrorMessage(err, BOOKINGS_TOASTS.acceptFailed), { cause: err }),
    });

  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm" aria-labelledby="session-requests">
      <div className="card-body">
        <h2 id="session-requests" className="card-title">
          Session requests
          {loaded > 0 && <span className="badge badge-warning">{count}</span>}
        </h2>
        <BookingListState query={query} label="Session requests" empty="No requests waiting for an answer.">
          {(bookings) =>
            bookings.map((booking) => {
              const busy = accept.isPending && accept.variables === booking.id;
              return (
                <li key={booking.id} className="flex flex-col gap-2 py-3" data-testid="session-request">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-medium">{learnerName(booking)}</p>
                    <p className="text-sm text-base-content/70">{booking.service.title}</p>
                  </div>
                  <p>
                    <time dateTime={booking.start}>{formatSessionTime(booking.start, booking.end, timeZone)}</time>
                  </p>
                  {booking.note && (
                    <blockquote className="whitespace-pre-line border-l-4 border-base-300 pl-3 text-sm">
                      <span className="sr-only">Note from {learnerName(booking)}: </span>
                      {booking.note}
                    </blockquote>
                  )}
                  {booking.expires_at && (
                    <p className="text-sm text-base-content/70">
                      Expires <time dateTime={booking.expires_at}>{formatInstant(booking.expires_at, timeZone)}</time> (
                      {zoneName(timeZone)}) unless you answer.
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      aria-label={`Accept request from ${learnerName(booking)}`}
                      disabled={busy}
                      onClick={() => onAccept(booking)}
                    >
                      {busy ? 'Accepting…' : 'Accept'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Decline request from ${learnerName(booking)}`}
                      disabled={busy}
                      onClick={() => setDeclining(booking)}
                    >
                      Decline
                    </button>
                  </div>
                </li>
              );
            })
          }
        </BookingListState>
      </div>
      {declining && (
        <Suspense fallback={null}>
          <DeclineBookingDialog
            booking={declining}
            summary={summaryOf(declining, timeZone)}
            onClose={() => setDeclining(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function TrainerUpcomingSessions({ timeZone }: { timeZone: string }) {
  // Accepted sessions only: requests still waiting show above, under Session requests.
  const query = useInfiniteQuery(bookingListQuery({ as: 'trainer', when: 'accepted' }));
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  return (
    <section className="card border border-base-200 bg-base-100 shadow-sm" aria-labelledby="trainer-upcoming">
      <div className="card-body">
        <h2 id="trainer-upcoming" className="card-title">
          Upcoming sessions
        </h2>
        <BookingListState query={query} label="Upcoming sessions" empty="No sessions booked yet.">
          {(bookings) =>
            bookings.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="upcoming-session"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {learnerName(booking)}{' '}
                    <span className="font-normal text-base-content/70">· {booking.service.title}</span>
                  </p>
                  <p className="text-sm">
                    <time dateTime={booking.start}>{formatSessionTime(booking.start, booking.end, timeZone)}</time>
                  </p>
                </div>
                {booking.can_cancel && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-error"
                    aria-label={`Cancel session with ${learnerName(booking)}`}
                    onClick={() => setCancelling(booking)}
                  >
                    Cancel
                  </button>
                )}
              </li>
            ))
          }
        </BookingListState>
      </div>
      {cancelling && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={cancelling}
            summary={summaryOf(cancelling, timeZone)}
            onClose={() => setCancelling(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
