import {
  type Availability,
  type AvailabilityValues,
  BOOKING_LIMITS,
  type Slot,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from '#shared/api/bookings';

// Free slots of a trainer, pure (no D1, no Workers types): the slots endpoint and the request
// endpoint compute with the same rules, so a slot shown is a slot that can be requested. Ranges are
// wall-clock times in the trainer's zone, turned into instants with Intl, so daylight-saving days
// have the length they really have.

/** The booking settings slots depend on (camelCase, as the PUT body). */
export type SlotRules = Pick<
  AvailabilityValues,
  'timeZone' | 'weekly' | 'overrides' | 'minNoticeHours' | 'horizonDays' | 'bufferMinutes'
>;

/** A live booking of the trainer (pending and not expired, or accepted): instants as stored. */
export interface BusyBooking {
  start: string;
  end: string;
  bufferMinutes: number;
}

export interface SlotInput {
  rules: SlotRules;
  durationMinutes: number;
  bookings: readonly BusyBooking[];
  now: Date;
  /** Slots starting in [from, to). */
  from: Date;
  to: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The slot rules of a saved availability row (null before the first save: no time zone, no slots). */
export function slotRulesOf(availability: Availability): SlotRules | null {
  if (availability.time_zone === null) return null;
  return {
    timeZone: availability.time_zone,
    weekly: availability.weekly,
    overrides: availability.overrides,
    minNoticeHours: availability.min_notice_hours,
    horizonDays: availability.horizon_days,
    bufferMinutes: availability.buffer_minutes,
  };
}

/** The free slots starting in [from, to), sorted by start. */
export function freeSlots(input: SlotInput): Slot[] {
  const { rules, durationMinutes, now, from, to } = input;
  const duration = durationMinutes * MINUTE;
  const step = BOOKING_LIMITS.slotStepMinutes * MINUTE;
  if (duration <= 0 || !(from.getTime() < to.getTime())) return [];
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minNoticeHours * HOUR);
  const latest = Math.min(to.getTime(), now.getTime() + rules.horizonDays * DAY); // exclusive
  if (earliest >= latest) return [];

  const busy = input.bookings.map((booking) => {
    const pad = Math.max(booking.bufferMinutes, rules.bufferMinutes) * MINUTE;
    return { start: Date.parse(booking.start) - pad, end: Date.parse(booking.end) + pad };
  });
  const overrides = new Map(rules.overrides.map((item) => [item.date, item.ranges]));

  const starts = new Set<number>();
  // A range of date D lies within D 00:00 and D+1 00:00 local; the day before may reach into `from`.
  const lastDate = localDate(new Date(latest - 1), rules.timeZone);
  for (
    let date = addDays(localDate(new Date(earliest), rules.timeZone), -1);
    date <= lastDate;
    date = addDays(date, 1)
  ) {
    for (const range of rangesOn(date, rules, overrides)) {
      const rangeStart = wallTimeToInstant(date, range.start, rules.timeZone).getTime();
      const rangeEnd = wallTimeToInstant(date, range.end, rules.timeZone).getTime();
      for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
        if (start < earliest || start >= latest) continue;
        const end = start + duration;
        if (busy.some((b) => start < b.end && b.start < end)) continue;
        starts.add(start);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + duration).toISOString() }));
}

/** The free slot starting exactly at `start` for this service, or null (taken, outside the hours, too soon, too late). */
export function freeSlotAt(input: Omit<SlotInput, 'from' | 'to'>, start: string | Date): Slot | null {
  const at = new Date(start);
  if (Number.isNaN(at.getTime())) return null;
  const [slot] = freeSlots({ ...input, from: at, to: new Date(at.getTime() + 1) });
  return slot ?? null;
}

/** Whether `start` is one of the free slots for this service (what the request endpoint checks). */
export function isFreeSlot(input: Omit<SlotInput, 'from' | 'to'>, start: string | Date): boolean {
  return freeSlotAt(input, start) !== null;
}

function rangesOn(date: string, rules: SlotRules, overrides: Map<string, TimeRange[]>): readonly TimeRange[] {
  return overrides.get(date) ?? rules.weekly[weekdayOf(date)];
}

/** The weekday of a calendar date `YYYY-MM-DD` (no zone involved). */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Wall clock <-> instant, with Intl only

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(instant: number, timeZone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at `instant`, in ms (wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The calendar date `YYYY-MM-DD` of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const p = wallParts(instant.getTime(), timeZone);
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;
}

/**
 * The instant the wall clock in `timeZone` shows `time` (`HH:MM`, `24:00` = the next day's 00:00) on
 * `date`. A time shown twice (the hour repeated when clocks go back) is its first occurrence; a time
 * never shown (skipped when clocks go forward) is the moment the clocks jump, so a range starting or
 * ending in the gap is clipped to the hours that exist.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets a day either side cover any transition near this wall time; the same offset on both
  // sides (nearly every day) needs no more lookups, each being an Intl call.
  const early = offsetAt(wall - DAY, timeZone);
  const late = offsetAt(wall + DAY, timeZone);
  if (early === late) return new Date(wall - early);
  const offsets = new Set([early, late]);
  const valid = [...offsets].map((offset) => wall - offset).filter((t) => wall - offsetAt(t, timeZone) === t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: the offset jumps from `before` to `after` within (wall - after, wall - before].
  const before = Math.min(...offsets);
  const after = Math.max(...offsets);
  let lo = wall - after; // still the old offset
  let hi = wall - before; // already the new one
  while (hi - lo > MINUTE) {
    // Whole minutes (as transitions are), at least one, so every step narrows the interval.
    const mid = lo + Math.max(1, Math.floor((hi - lo) / 2 / MINUTE)) * MINUTE;
    if (offsetAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

// ---------------------------------------------------------------------------------------------
// Human text (emails)

// English names fixed here rather than from a locale, so the text is the same in every runtime.
const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function textParts(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallParts(instant.getTime(), timeZone);
  const weekday = WEEKDAY_SHORT[weekdayOf(localDate(instant, timeZone))];
  return {
    date: `${weekday} ${p.day} ${MONTH_SHORT[p.month - 1]} ${p.year}`,
    time: `${pad2(p.hour)}:${pad2(p.minute)}`,
  };
}

/** `Tue 1 Dec 2026, 09:00` in `timeZone`. */
export function formatInZone(instant: Date | string, timeZone: string): string {
  const { date, time } = textParts(new Date(instant), timeZone);
  return `${date}, ${time}`;
}

/**
 * A session for an email: `Tue 1 Dec 2026, 09:00–10:00 (Europe/Berlin)`, or with both dates when it
 * ends on another day in that zone.
 */
export function formatSessionTime(startIso: string, endIso: string, timeZone: string): string {
  const start = textParts(new Date(startIso), timeZone);
  const end = textParts(new Date(endIso), timeZone);
  const span =
    start.date === end.date
      ? `${start.date}, ${start.time}–${end.time}`
      : `${start.date}, ${start.time} – ${end.date}, ${end.time}`;
  return `${span} (${timeZone})`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
