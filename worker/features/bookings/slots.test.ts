import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DateOverride, WEEKDAYS, type WeeklyHours } from '#shared/api/bookings';
import {
  type BusyBooking,
  formatInZone,
  formatSessionTime,
  freeSlotAt,
  freeSlots,
  isFreeSlot,
  localDate,
  type SlotInput,
  type SlotRules,
  wallTimeToInstant,
  weekdayOf,
} from './slots';

const noHours = (): WeeklyHours => Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;

function rules(patch: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: 'Europe/Berlin',
    weekly: noHours(),
    overrides: [],
    minNoticeHours: 0,
    horizonDays: 365,
    bufferMinutes: 0,
    ...patch,
  };
}

/** Slots of one service, `now` far enough before the window that notice and horizon do not matter. */
function slots(
  r: SlotRules,
  from: string,
  to: string,
  options: { duration?: number; bookings?: BusyBooking[]; now?: string } = {},
): string[] {
  return freeSlots({
    rules: r,
    durationMinutes: options.duration ?? 60,
    bookings: options.bookings ?? [],
    now: new Date(options.now ?? '2026-01-01T00:00:00Z'),
    from: new Date(from),
    to: new Date(to),
  }).map((slot) => slot.start);
}

const only = (date: string, ranges: DateOverride['ranges'], timeZone = 'Europe/Berlin') =>
  rules({ timeZone, overrides: [{ date, ranges }] });

// 2026-11-30 and 2026-12-07 are Mondays; Berlin is UTC+1 in winter.
const mondays = (ranges: DateOverride['ranges']) => rules({ weekly: { ...noHours(), monday: ranges } });

describe('wall time to instant', () => {
  it('is the plain offset away from daylight-saving changes', () => {
    expect(wallTimeToInstant('2026-12-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '09:15', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:45:00.000Z');
    expect(wallTimeToInstant('2026-12-31', '24:00', 'Europe/Berlin').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('maps a skipped wall time to the moment the clocks jump forward', () => {
    // Berlin 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00Z.
    expect(wallTimeToInstant('2026-03-29', '02:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(wallTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(wallTimeToInstant('2026-03-29', '03:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(wallTimeToInstant('2026-03-29', '01:45', 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:45:00.000Z');
    // New York 2026-03-08: 02:00 EST becomes 03:00 EDT at 07:00Z.
    expect(wallTimeToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // Lord Howe 2026-10-04 moves half an hour: 02:00 (+10:30) becomes 02:30 (+11) at 15:30Z the day before.
    expect(wallTimeToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });

  it('takes the first of a wall time shown twice when the clocks go back', () => {
    // Berlin 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00Z, so 02:30 is 00:30Z and again 01:30Z.
    expect(wallTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeToInstant('2026-10-25', '03:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // New York 2026-11-01: 02:00 EDT becomes 01:00 EST at 06:00Z, so 01:30 is 05:30Z and again 06:30Z.
    expect(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows the same wall time back for every instant (the first occurrence of a repeated one)', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2027, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minutes, zone) => {
          const instant = new Date(minutes * 60_000);
          const shown = formatInZone(instant, zone).slice(-5);
          const back = wallTimeToInstant(localDate(instant, zone), shown, zone);
          expect(formatInZone(back, zone)).toBe(formatInZone(instant, zone));
          expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('free slots', () => {
  it('starts every 30 minutes from the start of each weekly range, each slot inside its range', () => {
    const r = mondays([
      { start: '09:00', end: '12:00' },
      { start: '13:15', end: '14:30' },
    ]);
    expect(slots(r, '2026-12-01T00:00:00Z', '2026-12-08T00:00:00Z')).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T08:30:00.000Z',
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T09:30:00.000Z',
      '2026-12-07T10:00:00.000Z',
      '2026-12-07T12:15:00.000Z',
    ]);
    const [first] = freeSlots({
      rules: r,
      durationMinutes: 45,
      bookings: [],
      now: new Date('2026-01-01T00:00:00Z'),
      from: new Date('2026-12-07T00:00:00Z'),
      to: new Date('2026-12-08T00:00:00Z'),
    });
    expect(first).toEqual({ start: '2026-12-07T08:00:00.000Z', end: '2026-12-07T08:45:00.000Z' });
    // Two Mondays in a longer window.
    expect(slots(r, '2026-11-29T00:00:00Z', '2026-12-09T00:00:00Z')).toHaveLength(12);
  });

  it('keeps to the window [from, to)', () => {
    const r = mondays([{ start: '09:00', end: '12:00' }]);
    expect(slots(r, '2026-12-07T08:30:00Z', '2026-12-07T10:00:00Z')).toEqual([
      '2026-12-07T08:30:00.000Z',
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T09:30:00.000Z',
    ]);
    expect(slots(r, '2026-12-07T10:00:00Z', '2026-12-07T10:00:00Z')).toEqual([]);
  });

  it('uses a date override instead of the weekly hours: a day off, or other hours', () => {
    const weekly = { ...noHours(), monday: [{ start: '09:00', end: '10:00' }] };
    const dayOff = rules({ weekly, overrides: [{ date: '2026-12-07', ranges: [] }] });
    expect(slots(dayOff, '2026-11-30T00:00:00Z', '2026-12-15T00:00:00Z')).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-12-14T08:00:00.000Z',
    ]);
    const otherHours = rules({
      weekly,
      overrides: [{ date: '2026-12-07', ranges: [{ start: '14:00', end: '15:00' }] }],
    });
    expect(slots(otherHours, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z')).toEqual(['2026-12-07T13:00:00.000Z']);
    // An override on a day without weekly hours opens it.
    const saturday = rules({ weekly, overrides: [{ date: '2026-12-05', ranges: [{ start: '10:00', end: '11:00' }] }] });
    expect(slots(saturday, '2026-12-05T00:00:00Z', '2026-12-06T00:00:00Z')).toEqual(['2026-12-05T09:00:00.000Z']);
  });

  it('leaves out slots within the minimum notice', () => {
    const r = rules({ ...mondays([{ start: '09:00', end: '12:00' }]), minNoticeHours: 1 });
    expect(slots(r, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', { now: '2026-12-07T08:10:00Z' })).toEqual([
      '2026-12-07T09:30:00.000Z',
      '2026-12-07T10:00:00.000Z',
    ]);
    // Exactly the notice away is still bookable.
    expect(slots(r, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', { now: '2026-12-07T08:30:00Z' })[0]).toBe(
      '2026-12-07T09:30:00.000Z',
    );
  });

  it('leaves out slots starting at or beyond the horizon', () => {
    const r = mondays([{ start: '09:00', end: '10:00' }]);
    expect(
      slots({ ...r, horizonDays: 8 }, '2026-11-30T00:00:00Z', '2026-12-15T00:00:00Z', { now: '2026-11-30T06:00:00Z' }),
    ).toEqual(['2026-11-30T08:00:00.000Z', '2026-12-07T08:00:00.000Z']);
    // now + 1 day is exactly the slot's start: beyond; a millisecond later, inside.
    const oneDay = { ...r, horizonDays: 1 };
    expect(slots(oneDay, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', { now: '2026-12-06T08:00:00Z' })).toEqual([]);
    expect(slots(oneDay, '2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', { now: '2026-12-06T08:00:00.001Z' })).toEqual([
      '2026-12-07T08:00:00.000Z',
    ]);
  });

  it('leaves out slots overlapping a live booking widened by the larger buffer, touching allowed', () => {
    // 08:00–14:00 Berlin = 07:00Z–13:00Z; a booking 09:00Z–10:00Z.
    const base = mondays([{ start: '08:00', end: '14:00' }]);
    const window = ['2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z'] as const;
    const booking = (bufferMinutes: number): BusyBooking[] => [
      { start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T10:00:00.000Z', bufferMinutes },
    ];
    const hours = (starts: string[]) => starts.map((s) => s.slice(11, 16));

    expect(hours(slots(base, ...window, { bookings: booking(0) }))).toEqual([
      '07:00',
      '07:30',
      '08:00',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    // The trainer's buffer of 30 minutes.
    expect(hours(slots({ ...base, bufferMinutes: 30 }, ...window, { bookings: booking(0) }))).toEqual([
      '07:00',
      '07:30',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    // The booking's own buffer (kept from when it was made) is larger: it wins.
    expect(hours(slots({ ...base, bufferMinutes: 30 }, ...window, { bookings: booking(60) }))).toEqual([
      '07:00',
      '11:00',
      '11:30',
      '12:00',
    ]);
  });

  it('ends a range at 24:00 and starts the next day at 00:00 without a slot across midnight', () => {
    const r = rules({
      weekly: { ...noHours(), monday: [{ start: '22:00', end: '24:00' }], tuesday: [{ start: '00:00', end: '01:00' }] },
    });
    expect(slots(r, '2026-11-30T00:00:00Z', '2026-12-02T00:00:00Z')).toEqual([
      '2026-11-30T21:00:00.000Z',
      '2026-11-30T21:30:00.000Z',
      '2026-11-30T22:00:00.000Z',
      '2026-11-30T23:00:00.000Z',
    ]);
    // A window starting late on Monday sees the rest of Monday's range and Tuesday's early one.
    expect(slots(r, '2026-11-30T22:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      '2026-11-30T22:00:00.000Z',
      '2026-11-30T23:00:00.000Z',
    ]);
  });

  it('Berlin spring forward (2026-03-29): the skipped hour has no slots and 01:00–04:00 lasts two hours', () => {
    const window = ['2026-03-28T00:00:00Z', '2026-03-30T00:00:00Z'] as const;
    expect(slots(only('2026-03-29', [{ start: '01:00', end: '04:00' }]), ...window)).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
    ]);
    expect(slots(only('2026-03-29', [{ start: '02:00', end: '04:00' }]), ...window, { duration: 30 })).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    expect(slots(only('2026-03-29', [{ start: '02:00', end: '02:45' }]), ...window, { duration: 15 })).toEqual([]);
  });

  it('Berlin fall back (2026-10-25): 01:00–03:00 lasts three hours', () => {
    const window = ['2026-10-24T00:00:00Z', '2026-10-26T00:00:00Z'] as const;
    expect(slots(only('2026-10-25', [{ start: '01:00', end: '03:00' }]), ...window)).toEqual([
      '2026-10-24T23:00:00.000Z', // 01:00 CEST
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z', // 02:00 CET
    ]);
  });

  it('New York spring forward (2026-03-08) and fall back (2026-11-01)', () => {
    const spring = slots(
      only('2026-03-08', [{ start: '00:00', end: '05:00' }], 'America/New_York'),
      '2026-03-07T00:00:00Z',
      '2026-03-09T00:00:00Z',
      { duration: 240 },
    );
    // 00:00 EST = 05:00Z to 05:00 EDT = 09:00Z: four real hours, one four-hour slot.
    expect(spring).toEqual(['2026-03-08T05:00:00.000Z']);
    const fall = slots(
      only('2026-11-01', [{ start: '00:00', end: '03:00' }], 'America/New_York'),
      '2026-10-31T00:00:00Z',
      '2026-11-02T00:00:00Z',
      { duration: 240 },
    );
    // 00:00 EDT = 04:00Z to 03:00 EST = 08:00Z: four real hours in a three-hour range of the wall clock.
    expect(fall).toEqual(['2026-11-01T04:00:00.000Z']);
  });

  it('every slot is inside the rules and found again by isFreeSlot', () => {
    const r = rules({
      weekly: {
        ...noHours(),
        monday: [{ start: '08:00', end: '18:00' }],
        sunday: [{ start: '00:00', end: '24:00' }],
      },
      bufferMinutes: 15,
      minNoticeHours: 6,
      horizonDays: 30,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 330 }),
        fc.constantFrom(30, 45, 60, 90),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 14 * 96 }), fc.integer({ min: 1, max: 8 })), { maxLength: 4 }),
        (day, duration, raw) => {
          const from = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
          const to = new Date(from.getTime() + 14 * 86_400_000);
          const now = new Date(from.getTime() - 3 * 86_400_000);
          const bookings = raw.map(([quarter, length]) => ({
            start: new Date(from.getTime() + quarter * 900_000).toISOString(),
            end: new Date(from.getTime() + (quarter + length) * 900_000).toISOString(),
            bufferMinutes: 0,
          }));
          const input: SlotInput = { rules: r, durationMinutes: duration, bookings, now, from, to };
          const found = freeSlots(input);
          const starts = found.map((slot) => Date.parse(slot.start));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          for (const slot of found) {
            const start = Date.parse(slot.start);
            expect(Date.parse(slot.end) - start).toBe(duration * 60_000);
            expect(start).toBeGreaterThanOrEqual(now.getTime() + 6 * 3_600_000);
            expect(start).toBeLessThan(now.getTime() + 30 * 86_400_000);
            expect(['monday', 'sunday']).toContain(weekdayOf(localDate(new Date(start), 'Europe/Berlin')));
            for (const b of bookings) {
              const clear =
                Date.parse(slot.end) + 15 * 60_000 <= Date.parse(b.start) || Date.parse(b.end) + 15 * 60_000 <= start;
              expect(clear).toBe(true);
            }
            expect(isFreeSlot(input, slot.start)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('isFreeSlot', () => {
  const input = {
    rules: mondays([{ start: '09:00', end: '12:00' }]),
    durationMinutes: 60,
    bookings: [{ start: '2026-12-07T10:00:00.000Z', end: '2026-12-07T11:00:00.000Z', bufferMinutes: 0 }],
    now: new Date('2026-12-01T00:00:00Z'),
  };

  it('accepts exactly a free slot start, in any ISO spelling of it', () => {
    expect(isFreeSlot(input, '2026-12-07T08:00:00.000Z')).toBe(true);
    expect(isFreeSlot(input, '2026-12-07T08:00:00Z')).toBe(true);
    expect(freeSlotAt(input, '2026-12-07T09:00:00Z')).toEqual({
      start: '2026-12-07T09:00:00.000Z',
      end: '2026-12-07T10:00:00.000Z',
    });
  });

  it('refuses a start off the grid, taken, outside the hours, or not a time', () => {
    expect(isFreeSlot(input, '2026-12-07T08:15:00Z')).toBe(false);
    expect(isFreeSlot(input, '2026-12-07T09:30:00Z')).toBe(false);
    expect(isFreeSlot(input, '2026-12-07T10:30:00Z')).toBe(false);
    expect(isFreeSlot(input, '2026-12-07T07:00:00Z')).toBe(false);
    expect(isFreeSlot(input, '2026-12-08T08:00:00Z')).toBe(false);
    expect(isFreeSlot(input, 'not a time')).toBe(false);
    expect(isFreeSlot({ ...input, now: new Date('2026-12-07T08:00:00.001Z') }, '2026-12-07T08:00:00Z')).toBe(false);
  });
});

describe('session time text', () => {
  it('reads in the given zone, with the zone named', () => {
    expect(formatSessionTime('2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z', 'Europe/Berlin')).toBe(
      'Tue 1 Dec 2026, 09:00–10:00 (Europe/Berlin)',
    );
    expect(formatSessionTime('2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z', 'America/New_York')).toBe(
      'Tue 1 Dec 2026, 03:00–04:00 (America/New_York)',
    );
    expect(formatSessionTime('2026-09-30T22:30:00.000Z', '2026-09-30T23:30:00.000Z', 'Europe/Berlin')).toBe(
      'Thu 1 Oct 2026, 00:30–01:30 (Europe/Berlin)',
    );
    expect(formatSessionTime('2026-12-01T22:30:00.000Z', '2026-12-01T23:30:00.000Z', 'Europe/Berlin')).toBe(
      'Tue 1 Dec 2026, 23:30 – Wed 2 Dec 2026, 00:30 (Europe/Berlin)',
    );
    expect(formatInZone('2026-12-01T08:05:00.000Z', 'Asia/Kolkata')).toBe('Tue 1 Dec 2026, 13:35');
  });
});
