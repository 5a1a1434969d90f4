import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_LIMITS, BOOKING_TEXT } from '#shared/api/bookings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import {
  type ApiCall,
  bookingAnswer,
  keyOf,
  NOW,
  slotsAnswer,
  stubBookingsApi,
  TRAINER,
  tessSlots,
} from './bookings-fixtures';
import { RequestSessionButton } from './RequestSessionButton';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The visitor's browser is in New York.
vi.mock('./slot-days', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./slot-days')>()),
  browserTimeZone: () => 'America/New_York',
}));

const SLOTS = `GET /trainers/${TRAINER.id}/slots`;
const REQUEST = 'POST /bookings';

/** The profile with the general entry (which reopens from /auth) and, optionally, one service's own button. */
function renderProfile(path = '/trainer/tess-trainer', serviceId?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/trainer/:slug',
        element:
          serviceId === undefined ? (
            <RequestSessionButton trainer={TRAINER} resumeFromAuth />
          ) : (
            <RequestSessionButton trainer={TRAINER} serviceId={serviceId} />
          ),
      },
      { path: '/auth', element: <p>auth page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

const slotCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path.endsWith('/slots'));
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

async function openDialog(name = 'Request a session') {
  fireEvent.click(screen.getByRole('button', { name }));
  // The dialog is a lazy chunk: on a busy machine its first import outlasts findBy's default second.
  return screen.findByRole('dialog', { name: 'Request a session with Tess Trainer' }, { timeout: 5_000 });
}

/** Picks the day (by its long name) and the time, as the visitor does; returns the dialog. */
async function chooseSlot(dialog: HTMLElement, day: RegExp, time: string) {
  fireEvent.click(await within(dialog).findByRole('button', { name: day }));
  fireEvent.click(within(dialog).getByRole('button', { name: time }));
  return within(dialog).findByRole('form', { name: 'Your request' });
}

const noteBox = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Note for the trainer/) as HTMLTextAreaElement;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Transformed once before the tests, so no test's waiting includes the first import of the lazy dialog.
beforeAll(async () => {
  await import('./RequestSessionDialog');
});

describe('Request a session', { timeout: 15_000 }, () => {
  it('service → day → slot → note → Send: one request in the visitor’s zone, then the success state', async () => {
    const calls = stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query),
      [REQUEST]: () => Response.json(bookingAnswer(), { status: 201 }),
    });
    await act(() => refreshSession());
    renderProfile();
    const dialog = await openDialog();
    // Two bookable services (the third is not offered): the visitor chooses.
    const services = within(dialog).getByLabelText('Service') as HTMLSelectElement;
    expect([...services.options].map((option) => option.value)).toEqual(['', '9', '10']);
    fireEvent.change(services, { target: { value: '9' } });

    within(dialog).getByText('New York time (America/New_York)');
    await within(dialog).findByText('The trainer’s time zone: Berlin time (Europe/Berlin)');
    // Seven days from today in New York; the weekend has no times.
    const days = within(within(dialog).getByRole('list', { name: 'Days' })).getAllByRole('button');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Thursday, March 5, 2026: 2 times',
      'Friday, March 6, 2026: 2 times',
      'Saturday, March 7, 2026: No times',
      'Sunday, March 8, 2026: No times',
      'Monday, March 9, 2026: 2 times',
      'Tuesday, March 10, 2026: 2 times',
      'Wednesday, March 11, 2026: 2 times',
    ]);
    expect(days[2]?.hasAttribute('disabled')).toBe(true);
    // The window asked for covers those New York days (05:00Z on the 5th to 04:00Z on the 12th).
    expect(slotCalls(calls)[0]?.query.toString()).toBe('serviceId=9&from=2026-03-05&days=8');

    // Before New York's change 15:00 Berlin is 9 AM; after it, 10 AM.
    within(dialog).getByRole('heading', { name: 'Times on Thursday, March 5, 2026' });
    within(dialog).getByRole('button', { name: '9:00 AM' });
    const form = await chooseSlot(dialog, /^Monday, March 9/, '10:00 AM');
    within(dialog).getByText('Monday, March 9, 2026, 10:00 AM');
    within(dialog).getByText('Monday, March 9, 2026, 3:00 PM in Berlin (the trainer’s time)');

    fireEvent.change(noteBox(dialog), { target: { value: 'First time, bad knee.' } });
    within(dialog).getByText(`21/${BOOKING_LIMITS.noteMax}`);
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));

    const status = await within(dialog).findByRole('status');
    within(status).getByText(BOOKING_TEXT.requestSent);
    within(status).getByText(/Intro session: Monday, March 9, 2026, 10:00 AM/);
    expect(within(status).getByRole('link', { name: 'your dashboard' }).getAttribute('href')).toBe('/dashboard');
    const [sent] = posts(calls);
    expect(sent?.body).toEqual({
      trainerId: 7,
      serviceId: 9,
      start: '2026-03-09T14:00:00.000Z',
      timeZone: 'America/New_York',
      note: 'First time, bad knee.',
      idempotencyKey: keyOf(sent),
    });
    expect(keyOf(sent)).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts(calls)).toHaveLength(1);
    // Sent: nothing is kept for next time.
    expect(sessionStorage.length).toBe(0);
  });

  it('pages week by week and stops at the end of the booking window', async () => {
    const calls = stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query, '2026-03-14T12:00:00.000Z'),
    });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer', 9);
    const dialog = await openDialog();
    const previous = within(dialog).getByRole('button', { name: 'Previous week' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    const next = within(dialog).getByRole('button', { name: 'Next week' });
    await vi.waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    fireEvent.click(next);
    await within(dialog).findByRole('button', { name: 'Thursday, March 12, 2026: 2 times' });
    expect(slotCalls(calls).at(-1)?.query.get('from')).toBe('2026-03-12');
    // The week after would start past bookable_until.
    await vi.waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('shows the times in another zone when the visitor changes it, named on screen', async () => {
    const calls = stubBookingsApi({ [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query) });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer', 9);
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: '9:00 AM' });
    within(dialog).getByText('New York time (America/New_York)');

    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    within(dialog).getByText('Berlin time (Europe/Berlin)');
    await within(dialog).findByRole('button', { name: '3:00 PM' });
    within(dialog).getByRole('button', { name: '4:00 PM' });
    expect(within(dialog).queryByRole('button', { name: '9:00 AM' })).toBeNull();
    // Berlin's days start an hour before midnight UTC: the window starts a UTC day earlier.
    expect(slotCalls(calls).at(-1)?.query.get('from')).toBe('2026-03-04');

    // The zone chosen is the one sent.
    stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query),
      [REQUEST]: () => Response.json(bookingAnswer(), { status: 201 }),
    });
    const form = await chooseSlot(dialog, /^Monday, March 9/, '3:00 PM');
    within(dialog).getByText('Monday, March 9, 2026, 3:00 PM');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await within(dialog).findByText(BOOKING_TEXT.requestSent);
  });

  it('a time chosen near midnight stays chosen when the zone moves it into the next week', async () => {
    // 11 PM on Wednesday March 11 in New York (the last day of the first week there) is 4 AM on Thursday in Berlin.
    const late = { start: '2026-03-12T03:00:00.000Z', end: '2026-03-12T04:00:00.000Z' };
    stubBookingsApi({ [SLOTS]: ({ query }) => slotsAnswer([...tessSlots(), late], query) });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer', 9);
    const dialog = await openDialog();
    await chooseSlot(dialog, /^Wednesday, March 11/, '11:00 PM');
    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } });
    await within(dialog).findByText('Thursday, March 12, 2026, 4:00 AM');
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    await vi.waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change time' }));
    await within(dialog).findByRole('button', { name: 'Thursday, March 12, 2026: 3 times' });
  });

  it('409 slot_unavailable: says so, shows the slots again as they are now, and keeps the note', async () => {
    let free = tessSlots();
    const calls = stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(free, query),
      [REQUEST]: (call) => {
        const body = call.body as { start: string };
        if (body.start === '2026-03-09T14:00:00.000Z') {
          // Someone else took it a moment ago.
          free = free.filter((slot) => slot.start !== body.start);
          return Response.json(
            { error: { code: 'slot_unavailable', message: BOOKING_TEXT.slotUnavailable } },
            { status: 409 },
          );
        }
        return Response.json(bookingAnswer({ start: body.start }), { status: 201 });
      },
    });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer', 9);
    const dialog = await openDialog();
    let form = await chooseSlot(dialog, /^Monday, March 9/, '10:00 AM');
    fireEvent.change(noteBox(dialog), { target: { value: 'Mornings suit me best.' } });
    const before = slotCalls(calls).length;
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(BOOKING_TEXT.slotUnavailable);
    await within(dialog).findByRole('button', { name: 'Monday, March 9, 2026: 1 time' });
    expect(slotCalls(calls).length).toBeGreaterThan(before);
    expect(within(dialog).queryByRole('button', { name: '10:00 AM' })).toBeNull();

    form = await chooseSlot(dialog, /^Monday, March 9/, '11:00 AM');
    expect(noteBox(dialog).value).toBe('Mornings suit me best.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await within(dialog).findByText(BOOKING_TEXT.requestSent);
    const [refused, accepted] = posts(calls);
    expect(accepted?.body).toMatchObject({ start: '2026-03-09T15:00:00.000Z', note: 'Mornings suit me best.' });
    // Another time is another request: another key.
    expect(keyOf(accepted)).not.toBe(keyOf(refused));
  });

  it('a double click sends one request; a retry after a failure repeats the same key', async () => {
    let release = () => {};
    let answer: () => Response | Promise<Response> = () =>
      Response.json({ error: { code: 'rate_limited', message: BOOKING_TEXT.tooManyRequests } }, { status: 429 });
    const calls = stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query),
      [REQUEST]: () => answer(),
    });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer', 9);
    const dialog = await openDialog();
    const form = await chooseSlot(dialog, /^Monday, March 9/, '10:00 AM');
    const send = within(form).getByRole('button', { name: 'Send request' });

    // Refused (429): the worker's words; the choice stays.
    fireEvent.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BOOKING_TEXT.tooManyRequests);

    answer = () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(Response.json(bookingAnswer(), { status: 201 }));
      });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(posts(calls)).toHaveLength(2));
    await vi.waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    fireEvent.click(send);
    release();
    await within(dialog).findByText(BOOKING_TEXT.requestSent);
    const sent = posts(calls);
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0])).toBe(keyOf(sent[1]));
  });

  it('signed out: Send goes through /auth and back to the note with the slot, zone and note kept, re-checked, then sends', async () => {
    let calls = stubBookingsApi({ [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query) }, { signedIn: false });
    await act(() => refreshSession());
    const signedOut = renderProfile();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Service'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Time zone'), { target: { value: 'Europe/London' } });
    const form = await chooseSlot(dialog, /^Tuesday, March 10/, '2:00 PM');
    within(dialog).getByText(/You will sign in before it is sent/);
    fireEvent.change(noteBox(dialog), { target: { value: 'Evenings are hard for me.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));

    await screen.findByText('auth page');
    const next = new URLSearchParams(signedOut.state.location.search).get('next');
    expect(next).toBe('/trainer/tess-trainer?book=1');
    expect(toast.error).toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(0);

    // Signed in, /auth returns to `next`: the dialog opens at the note, once the slot is confirmed still free.
    calls = stubBookingsApi({
      [SLOTS]: ({ query }) => slotsAnswer(tessSlots(), query),
      [REQUEST]: (call) =>
        Response.json(bookingAnswer({ start: (call.body as { start: string }).start }), { status: 201 }),
    });
    await act(() => refreshSession());
    const back = renderProfile(next ?? '');
    const reopened = await screen.findByRole('dialog', { name: 'Request a session with Tess Trainer' });
    const reopenedForm = within(reopened).getByRole('form', { name: 'Your request' });
    expect(noteBox(reopened).value).toBe('Evenings are hard for me.');
    within(reopened).getByText('London time (Europe/London)');
    within(reopened).getByText('Tuesday, March 10, 2026, 2:00 PM');
    expect((within(reopened).getByLabelText('Service') as HTMLSelectElement).value).toBe('10');
    await vi.waitFor(() => expect(slotCalls(calls)).toHaveLength(1));
    expect(slotCalls(calls)[0]?.query.get('serviceId')).toBe('10');
    await vi.waitFor(() => expect(back.state.location.search).toBe(''));

    const send = within(reopenedForm).getByRole('button', { name: 'Send request' });
    await vi.waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    await within(reopened).findByText(BOOKING_TEXT.requestSent);
    expect(posts(calls)[0]?.body).toMatchObject({
      serviceId: 10,
      start: '2026-03-10T14:00:00.000Z',
      timeZone: 'Europe/London',
      note: 'Evenings are hard for me.',
    });
  });

  it('back from /auth with a slot taken meanwhile: says so and asks for another time', async () => {
    sessionStorage.setItem(
      `booking-draft:${TRAINER.id}`,
      JSON.stringify({
        serviceId: 9,
        start: '2026-03-09T14:00:00.000Z',
        timeZone: 'America/New_York',
        note: 'Kept',
        idempotencyKey: null,
      }),
    );
    const free = tessSlots().filter((slot) => slot.start !== '2026-03-09T14:00:00.000Z');
    stubBookingsApi({ [SLOTS]: ({ query }) => slotsAnswer(free, query) });
    await act(() => refreshSession());
    renderProfile('/trainer/tess-trainer?book=1');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BOOKING_TEXT.slotUnavailable);
    await within(dialog).findByRole('button', { name: 'Monday, March 9, 2026: 1 time' });
    expect(noteBox(dialog).value).toBe('Kept');
  });

  it('is not there when no service can be booked online, nor on a service that cannot', async () => {
    stubBookingsApi({});
    await act(() => refreshSession());
    const unbookable = { ...TRAINER, services: TRAINER.services.map((one) => ({ ...one, bookable: false })) };
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <RequestSessionButton trainer={unbookable} resumeFromAuth />
            <RequestSessionButton trainer={TRAINER} serviceId={11} />
            <p>profile</p>
          </>
        ),
      },
    ]);
    renderWithQueryClient(<RouterProvider router={router} />);
    await screen.findByText('profile');
    expect(screen.queryByRole('button', { name: 'Request a session' })).toBeNull();
  });
});
