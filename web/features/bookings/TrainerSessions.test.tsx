import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXT, type Booking } from '#shared/api/bookings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { formatSessionTime, viewerTimeZone } from './booking-time';
import { bookingFixture } from './sessions-fixtures';
import { TrainerSessions } from './TrainerSessions';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PENDING = 'GET /bookings?as=trainer&when=pending';
const UPCOMING = 'GET /bookings?as=trainer&when=accepted';
const PAST = 'GET /bookings?as=trainer&when=past';

async function renderSections(answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi(answers);
  await act(() => refreshSession());
  renderWithQueryClient(<TrainerSessions />);
  return calls;
}

const answered = (booking: Booking, message: string) => ({ json: { booking, message } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('Session requests', () => {
  it('shows each request: the learner, the service, the time in the viewer’s zone, the note and the expiry', async () => {
    const request = bookingFixture({ note: 'First time, knee injury last year' });
    await renderSections({ [PENDING]: { json: { bookings: [request] } }, [UPCOMING]: { json: { bookings: [] } } });
    const row = await screen.findByTestId('session-request');
    within(row).getByText('Lou Learner');
    within(row).getByText('Intro session');
    within(row).getByText(formatSessionTime(request.start, request.end, viewerTimeZone()));
    within(row).getByText('First time, knee injury last year');
    within(row).getByText(/^Expires/);
    screen.getByText('No sessions booked yet.');
  });

  it('accepts a request: the worker’s message, and both lists asked again', async () => {
    const request = bookingFixture();
    let pending = [request];
    let upcoming: Booking[] = [];
    const calls = await renderSections({
      [PENDING]: () => ({ json: { bookings: pending } }),
      [UPCOMING]: () => ({ json: { bookings: upcoming } }),
      [`POST /bookings/${request.id}/accept`]: () => {
        const accepted = { ...request, status: 'accepted' as const, expires_at: null };
        pending = [];
        upcoming = [accepted];
        return answered(accepted, BOOKING_TEXT.accepted);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request from Lou Learner' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.accepted));
    await screen.findByText('No requests waiting for an answer.');
    const session = await screen.findByTestId('upcoming-session');
    within(session).getByText('Lou Learner');
    expect(calls.filter((call) => call.path.startsWith('/bookings?')).length).toBeGreaterThanOrEqual(4);
  });

  it('declines with a message to the learner, sent in the dialog', async () => {
    const request = bookingFixture();
    let pending = [request];
    const calls = await renderSections({
      [PENDING]: () => ({ json: { bookings: pending } }),
      [UPCOMING]: { json: { bookings: [] } },
      [`POST /bookings/${request.id}/decline`]: () => {
        pending = [];
        return answered({ ...request, status: 'declined' }, BOOKING_TEXT.declined);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline request from Lou Learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    fireEvent.change(within(dialog).getByLabelText(/^Message to the learner/), {
      target: { value: 'Fully booked that week, try Thursday?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.declined));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'Fully booked that week, try Thursday?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('No requests waiting for an answer.');
  });

  it('shows the worker’s 409 in a toast when the request was already answered, and refreshes the list', async () => {
    const request = bookingFixture();
    let pending = [request];
    await renderSections({
      [PENDING]: () => ({ json: { bookings: pending } }),
      [UPCOMING]: { json: { bookings: [] } },
      [`POST /bookings/${request.id}/accept`]: () => {
        pending = [];
        return { status: 409, json: { error: { code: 'not_pending', message: BOOKING_TEXT.notPending } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request from Lou Learner' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(BOOKING_TEXT.notPending, expect.anything()));
    await screen.findByText('No requests waiting for an answer.');
  });
});

describe('paging', () => {
  it('counts the requests loaded ("20+" while there are more) and loads the next page with the cursor', async () => {
    const first = Array.from({ length: 20 }, () => bookingFixture());
    const more = bookingFixture({ learner: { full_name: 'Last Learner', profile_image: null } });
    const calls = await renderSections({
      [PENDING]: { json: { bookings: first, next_cursor: 'page-2' } },
      [`${PENDING}&cursor=page-2`]: { json: { bookings: [more], next_cursor: null } },
      [UPCOMING]: { json: { bookings: [], next_cursor: null } },
    });
    expect(await screen.findAllByTestId('session-request')).toHaveLength(20);
    const heading = screen.getByRole('heading', { name: /Session requests/ });
    within(heading).getByText('20+');
    fireEvent.click(screen.getByRole('button', { name: 'Load more: Session requests' }));
    await screen.findByText('Last Learner');
    expect(screen.getAllByTestId('session-request')).toHaveLength(21);
    within(heading).getByText('21');
    expect(screen.queryByRole('button', { name: 'Load more: Session requests' })).toBeNull();
    expect(calls.filter((call) => call.path.includes('cursor=page-2'))).toHaveLength(1);
  });

  it('keeps the loaded requests when the next page fails, says so, and tries again on a click', async () => {
    let fail = true;
    await renderSections({
      [PENDING]: { json: { bookings: [bookingFixture()], next_cursor: 'page-2' } },
      [`${PENDING}&cursor=page-2`]: () =>
        fail
          ? { status: 500, json: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } }
          : { json: { bookings: [bookingFixture({ learner: null })], next_cursor: null } },
      [UPCOMING]: { json: { bookings: [], next_cursor: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more: Session requests' }));
    await screen.findByText('Failed to load more sessions. Try again.', {}, { timeout: 5000 });
    expect(screen.getAllByTestId('session-request')).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load more: Session requests' }));
    await waitFor(() => expect(screen.getAllByTestId('session-request')).toHaveLength(2));
    expect(screen.queryByText('Failed to load more sessions. Try again.')).toBeNull();
  });
});

describe('Upcoming sessions (trainer)', () => {
  it('cancels an accepted session only with a reason', async () => {
    const session = bookingFixture({ status: 'accepted', expires_at: null });
    const calls = await renderSections({
      [PENDING]: { json: { bookings: [] } },
      [UPCOMING]: {
        json: { bookings: [session, bookingFixture({ status: 'accepted', expires_at: null, learner: null })] },
      },
      [`POST /bookings/${session.id}/cancel`]: answered({ ...session, status: 'cancelled' }, BOOKING_TEXT.cancelled),
    });
    const [, deleted] = await screen.findAllByTestId('upcoming-session');
    within(deleted as HTMLElement).getByText('Deleted user');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session with Lou Learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await within(dialog).findByText(BOOKING_TEXT.cancelReasonRequired);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'I am ill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.cancelled));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'I am ill' });
  });
});

describe('Past sessions (trainer)', () => {
  it('asks for the history only once opened, then shows each outcome from the trainer’s side', async () => {
    const past: Booking[] = [
      bookingFixture({ status: 'completed', expires_at: null, can_cancel: false }),
      bookingFixture({ status: 'declined', decline_message: 'Fully booked', can_cancel: false }),
      bookingFixture({ status: 'expired', can_cancel: false }),
      bookingFixture({
        status: 'cancelled',
        cancelled_by: 'learner',
        cancel_reason: 'Moved away',
        can_cancel: false,
        learner: null,
      }),
    ];
    const calls = await renderSections({
      [PENDING]: { json: { bookings: [] } },
      [UPCOMING]: { json: { bookings: [] } },
      [PAST]: { json: { bookings: past, next_cursor: null } },
    });
    await screen.findByText('No sessions booked yet.');
    expect(calls.some((call) => call.path.includes('when=past'))).toBe(false);

    const disclosure = screen.getByRole('button', { name: /^Past sessions/ });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const rows = await screen.findAllByTestId('past-session');
    expect(rows.map((row) => within(row).getByTestId('booking-status').textContent)).toEqual([
      'Completed',
      'Declined',
      'Expired',
      'Cancelled',
    ]);
    screen.getByText('You wrote: “Fully booked”');
    screen.getByText('Expired without an answer.');
    within(rows[3] as HTMLElement).getByText('Deleted user');
    screen.getByText('Cancelled by the learner: “Moved away”');
    // History only: nothing to answer or cancel there.
    for (const row of rows) expect(within(row).queryByRole('button')).toBeNull();
  });
});
