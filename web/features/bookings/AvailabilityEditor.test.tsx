import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AvailabilityInput, BOOKING_TEXT } from '#shared/api/bookings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { AvailabilityEditor } from './AvailabilityEditor';
import { availabilityFixture, unsavedAvailabilityFixture } from './sessions-fixtures';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function renderEditor(answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi(answers);
  await act(() => refreshSession());
  const onDirtyChange = vi.fn();
  renderWithQueryClient(<AvailabilityEditor onDirtyChange={onDirtyChange} />);
  await screen.findByRole('button', { name: 'Save Availability' });
  return { calls, onDirtyChange };
}

/** The fieldset of one weekday (its legend names it). */
const day = (name: string) => screen.getByRole('group', { name });
const selectValues = (within: HTMLElement) =>
  [...within.querySelectorAll('select')].map((select) => (select as HTMLSelectElement).value);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Availability' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

// A week of range selects and every time zone: on a loaded CI machine one test can take several seconds.
describe('the Availability tab', { timeout: 15_000 }, () => {
  it('shows the saved zone, weekly hours, date overrides and rules', async () => {
    await renderEditor({ 'GET /me/trainer/availability': { json: { availability: availabilityFixture() } } });
    expect((screen.getByLabelText(/^Your time zone/) as HTMLSelectElement).value).toBe('America/New_York');
    expect(selectValues(day('Monday'))).toEqual(['09:00', '12:00']);
    expect(selectValues(day('Tuesday'))).toEqual(['09:00', '12:00', '14:00', '18:00']);
    within(day('Sunday')).getByText('Unavailable');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-24');
    expect((screen.getByLabelText('On this date') as HTMLSelectElement).value).toBe('off');
    expect((screen.getByLabelText('Minimum notice (hours)') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('How far ahead learners can book (days)') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Buffer between sessions (minutes)') as HTMLInputElement).value).toBe('15');
    expect((screen.getByLabelText('Learners can cancel up to (hours before)') as HTMLInputElement).value).toBe('24');
  });

  it('proposes the browser’s time zone when none is saved, and saves it with version 0', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolved.call(this), timeZone: 'Europe/Berlin' };
    });
    const { calls } = await renderEditor({
      'GET /me/trainer/availability': { json: { availability: unsavedAvailabilityFixture() } },
      'PUT /me/trainer/availability': (body) => ({
        json: {
          availability: availabilityFixture({ time_zone: 'Europe/Berlin', version: 1 }),
          message: BOOKING_TEXT.availabilitySaved,
          body,
        },
      }),
    });
    expect((screen.getByLabelText(/^Your time zone/) as HTMLSelectElement).value).toBe('Europe/Berlin');
    screen.getByText(/Proposed from this browser: Europe\/Berlin/);
    expect(screen.getAllByText('Unavailable')).toHaveLength(7);
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.availabilitySaved));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      timeZone: 'Europe/Berlin',
      minNoticeHours: 12,
      horizonDays: 60,
      cancelNoticeHours: 24,
      version: 0,
    });
  });

  it('adds a range after the day’s last one, and 09:00–17:00 on an empty day', async () => {
    await renderEditor({ 'GET /me/trainer/availability': { json: { availability: availabilityFixture() } } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(selectValues(day('Monday'))).toEqual(['09:00', '12:00', '12:00', '13:00']);
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Sunday' }));
    expect(selectValues(day('Sunday'))).toEqual(['09:00', '17:00']);
    expect(within(day('Sunday')).queryByText('Unavailable')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday hours (range 2)' }));
    expect(selectValues(day('Tuesday'))).toEqual(['09:00', '12:00']);
  });

  it('shows the shared schema’s messages on the fields and sends nothing', async () => {
    const { calls } = await renderEditor({
      'GET /me/trainer/availability': { json: { availability: availabilityFixture() } },
    });
    const monday = day('Monday');
    fireEvent.change(within(monday).getByLabelText('To'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    fireEvent.change(within(day('Friday')).getByLabelText('From (range 2)'), { target: { value: '15:00' } });
    fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '1000' } });
    save();
    await within(monday).findByText(BOOKING_TEXT.rangeOrder);
    within(day('Friday')).getByText(BOOKING_TEXT.rangesOverlap);
    screen.getByText(BOOKING_TEXT.minNoticeRange);
    expect(within(monday).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves what was edited with the loaded version, and takes the saved settings', async () => {
    const saved = availabilityFixture({
      weekly: { ...availabilityFixture().weekly, sunday: [{ start: '09:00', end: '17:00' }] },
      overrides: [],
      buffer_minutes: 30,
      version: 4,
    });
    const { calls, onDirtyChange } = await renderEditor({
      'GET /me/trainer/availability': { json: { availability: availabilityFixture() } },
      'PUT /me/trainer/availability': {
        json: { availability: saved, message: BOOKING_TEXT.availabilitySaved },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours on Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove date 24 December 2026' }));
    fireEvent.change(screen.getByLabelText('Buffer between sessions (minutes)'), { target: { value: '30' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BOOKING_TEXT.availabilitySaved));
    const put = calls.find((call) => call.method === 'PUT')?.body as AvailabilityInput | undefined;
    expect(put).toMatchObject({ timeZone: 'America/New_York', overrides: [], bufferMinutes: 30, version: 3 });
    expect(put?.weekly.sunday).toEqual([{ start: '09:00', end: '17:00' }]);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('adds a date override with other hours', async () => {
    const { calls } = await renderEditor({
      'GET /me/trainer/availability': { json: { availability: availabilityFixture({ overrides: [] }) } },
      'PUT /me/trainer/availability': (body) => ({
        json: { availability: availabilityFixture({ version: 4 }), message: BOOKING_TEXT.availabilitySaved, body },
      }),
    });
    screen.getByText('No dates with other hours.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('On this date'), { target: { value: 'hours' } });
    const override = screen.getByRole('group', { name: 'Date override: 31 December 2026' });
    fireEvent.change(within(override).getByLabelText('To'), { target: { value: '13:00' } });
    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      overrides: [{ date: '2026-12-31', ranges: [{ start: '09:00', end: '13:00' }] }],
    });
  });

  it('on 409 says another tab saved, and Reload shows the saved settings', async () => {
    let current = availabilityFixture();
    const { calls } = await renderEditor({
      'GET /me/trainer/availability': () => ({ json: { availability: current } }),
      'PUT /me/trainer/availability': () => {
        current = availabilityFixture({ buffer_minutes: 45, version: 5 });
        return {
          status: 409,
          json: { error: { code: 'stale_availability', message: BOOKING_TEXT.availabilityStale } },
        };
      },
    });
    fireEvent.change(screen.getByLabelText('Buffer between sessions (minutes)'), { target: { value: '20' } });
    save();
    const alert = await screen.findByRole('alert');
    within(alert).getByText(BOOKING_TEXT.availabilityStale);
    expect(toast.error).toHaveBeenCalledWith(BOOKING_TEXT.availabilityStale);
    // The typed value stays until the trainer chooses to reload.
    expect((screen.getByLabelText('Buffer between sessions (minutes)') as HTMLInputElement).value).toBe('20');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Buffer between sessions (minutes)') as HTMLInputElement).value).toBe('45'),
    );
    expect(screen.queryByText(BOOKING_TEXT.availabilityStale)).toBeNull();
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/me/trainer/availability')).toHaveLength(2);
  });

  it('on 409 with the saved settings in the answer, Reload shows them without asking again', async () => {
    const { calls } = await renderEditor({
      'GET /me/trainer/availability': { json: { availability: availabilityFixture() } },
      'PUT /me/trainer/availability': {
        status: 409,
        json: {
          error: { code: 'stale_availability', message: BOOKING_TEXT.availabilityStale },
          availability: availabilityFixture({ min_notice_hours: 48, version: 6 }),
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '6' } });
    save();
    const alert = await screen.findByRole('alert');
    within(alert).getByText(BOOKING_TEXT.availabilityStale);
    expect((screen.getByLabelText('Minimum notice (hours)') as HTMLInputElement).value).toBe('6');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByLabelText('Minimum notice (hours)') as HTMLInputElement).value).toBe('48'));
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    // The next save names the version now saved.
    save();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ version: 6, minNoticeHours: 48 });
  });
});
