import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TEXT, type Booking } from '#shared/api/bookings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { formatSessionTime, viewerTimeZone } from './booking-time';
import { MySessions } from './MySessions';
import { bookingFixture } from './sessions-fixtures';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const UPCOMING = 'GET /bookings?as=learner&when=upcoming';
const PAST = 'GET /bookings?as=learner&when=past';

async function renderMySessions(answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi(answers);
  await act(() => refreshSession());
  const router = createMemoryRouter([{ path: '/dashboard', element: <MySessions /> }], {
    initialEntries: ['/dashboard'],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return calls;
}

const statuses = () => screen.getAllByTestId('booking-status').map((badge) => badge.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('My sessions', () => {
  it('shows upcoming sessions with their status, time and trainer link, and past ones on their tab', async () => {
    const pending = bookingFixture();
    const accepted = bookingFixture({ status: 'accepted', expires_at: null, can_cancel: false });
    const past: Booking[] = [
      bookingFixture({ status: 'completed', can_cancel: false }),
      bookingFixture({ status: 'declined', decline_message: 'Fully booked', can_cancel: false }),
      bookingFixture({ status: 'expired', can_cancel: false }),
      bookingFixture({ status: 'cancelled', cancelled_by: 'trainer', cancel_reason: 'Ill', can_cancel: false }),
    ];
    const calls = await renderMySessions({
      [UPCOMING]: { json: { bookings: [pending, accepted] } },
      [PAST]: { json: { bookings: past } },
    });
    const rows = await screen.findAllByTestId('my-session');
    expect(statuses()).toEqual(['Pending', 'Accepted']);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Tess Trainer' }).getAttribute('href')).toBe(
      '/trainer/tess-trainer',
    );
    within(first).getByText(formatSessionTime(pending.start, pending.end, viewerTimeZone()));
    within(first).getByText(/Waiting for the trainer’s answer until/);
    within(first).getByRole('button', { name: 'Cancel session with Tess Trainer' });
    // Too close to the start for the learner: no Cancel.
    expect(within(second).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(calls.some((call) => call.path === '/bookings?as=learner&when=past')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(statuses()).toEqual(['Completed', 'Declined', 'Expired', 'Cancelled']));
    screen.getByText('The trainer wrote: “Fully booked”');
    screen.getByText('Cancelled by the trainer: “Ill”');
    expect(screen.queryByRole('button', { name: /Cancel session/ })).toBeNull();
  });

  it('offers "Leave a review" on a completed session whose trainer the learner has not reviewed, and only there', async () => {
    const toReview = bookingFixture({ id: 91, status: 'completed', can_cancel: false, reviewed: false });
    const reviewed = bookingFixture({ id: 92, status: 'completed', can_cancel: false, reviewed: true });
    const declined = bookingFixture({ id: 93, status: 'declined', can_cancel: false, reviewed: false });
    const cancelled = bookingFixture({ id: 94, status: 'cancelled', cancelled_by: 'learner', can_cancel: false });
    await renderMySessions({
      [UPCOMING]: { json: { bookings: [bookingFixture({ status: 'accepted', expires_at: null })] } },
      [PAST]: { json: { bookings: [toReview, reviewed, declined, cancelled] } },
    });
    await screen.findAllByTestId('my-session');
    expect(screen.queryByRole('link', { name: /Leave a review/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(statuses()).toEqual(['Completed', 'Completed', 'Declined', 'Cancelled']));
    const rows = screen.getAllByTestId('my-session');
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Leave a review for Tess Trainer' });
    expect(link.getAttribute('href')).toBe('/trainer/tess-trainer#reviews');
    expect(link.textContent).toBe('Leave a review');
    for (const row of rows.slice(1)) expect(within(row).queryByRole('link', { name: /Leave a review/ })).toBeNull();
  });

  it('cancels a request with a reason; the lists are asked again', async () => {
    const pending = bookingFixture();
    let upcoming: Booking[] = [pending];
    const calls = await renderMySessions({
      [UPCOMING]: () => ({ json: { bookings: upcoming } }),
      [`POST /bookings/${pending.id}/cancel`]: () => {
        upcoming = [{ ...pending, status: 'cancelled', cancelled_by: 'learner', cancel_reason: 'Plans changed' }];
        return { json: { booking: upcoming[0], message: BOOKING_TEXT.cancelled } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session with Tess Trainer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.cancelled));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Plans changed' });
    await waitFor(() => expect(statuses()).toEqual(['Cancelled']));
    screen.getByText('Cancelled by you: “Plans changed”');
  });

  it('shows the worker’s refusal (too late to cancel) in a toast', async () => {
    const accepted = bookingFixture({ status: 'accepted', expires_at: null });
    await renderMySessions({
      [UPCOMING]: { json: { bookings: [accepted] } },
      [`POST /bookings/${accepted.id}/cancel`]: {
        status: 409,
        json: { error: { code: 'cancel_too_late', message: BOOKING_TEXT.cancelTooLate } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session with Tess Trainer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Sorry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(BOOKING_TEXT.cancelTooLate, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no sessions, and offers Retry when the list fails', async () => {
    let fail = true;
    await renderMySessions({
      [UPCOMING]: () =>
        fail
          ? { status: 500, json: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } }
          : { json: { bookings: [] } },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText(/No upcoming sessions/);
  });
});
