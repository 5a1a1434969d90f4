import type { Slot } from '#shared/api/bookings';

// Free slots (UTC instants from the worker) laid out as calendar days in the zone the visitor chose,
// which need not be the trainer's: both can change offset (daylight saving) within one week.

const DAY_MS = 86_400_000;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function dateParts(instant: number, timeZone: string): { year: number; month: number; day: number } {
  let format = partFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    partFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function localDate(instant: string | number | Date, timeZone: string): string {
  const { year, month, day } = dateParts(new Date(instant).getTime(), timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `date` moved by `days` calendar days (no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first instant of `date` in `timeZone` (ms). Usually local midnight; where a zone's clocks
 * jump at midnight, the first minute that exists. Found by bisection on the local date, which never
 * goes backwards as time does (every offset lies within ±14 h of UTC).
 */
export function startOfDay(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let low = wall - 15 * 3_600_000; // local date still before `date`
  let high = wall + 15 * 3_600_000; // local date already `date` or later
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 120_000) * 60_000;
    if (localDate(middle, timeZone) < date) low = middle;
    else high = middle;
  }
  return high;
}

/** The request for the slots of `dayCount` local days from `firstDay`: the UTC days that cover them. */
export interface SlotWindow {
  /** The worker's `from`: the UTC day the window starts on. */
  from: string;
  /** The worker's `days`: how many UTC days, enough to reach the last local day's end. */
  days: number;
  /** The local days shown, in order. */
  dates: string[];
  /** [start, end) of those local days, as instants (ms). */
  start: number;
  end: number;
}

export function slotWindow(firstDay: string, timeZone: string, dayCount = 7): SlotWindow {
  const start = startOfDay(firstDay, timeZone);
  const end = startOfDay(addDays(firstDay, dayCount), timeZone);
  const from = new Date(start).toISOString().slice(0, 10);
  const days = Math.ceil((end - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  const dates = Array.from({ length: dayCount }, (_, i) => addDays(firstDay, i));
  return { from, days, dates, start, end };
}

export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** Every one of `dates` with the slots starting on it in `timeZone`, earliest first; a day without any has none. */
export function groupSlotsByDay(slots: readonly Slot[], dates: readonly string[], timeZone: string): SlotDay[] {
  const byDate = new Map<string, Slot[]>(dates.map((date) => [date, []]));
  for (const slot of slots) byDate.get(localDate(slot.start, timeZone))?.push(slot);
  return dates.map((date) => ({
    date,
    slots: (byDate.get(date) ?? []).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }));
}

/** The week (0 = the one starting `today`) in which `date` falls. */
export function weekOf(today: string, date: string): number {
  return Math.max(0, Math.floor(daysBetween(today, date) / 7));
}

/** "New York" for America/New_York: the place a zone is named after, for "Times in New York time". */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** "New York time (America/New_York)". */
export function zoneLabel(timeZone: string): string {
  return `${zonePlace(timeZone)} time (${timeZone})`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'time' | 'day' | 'longDay', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'day'
          ? { weekday: 'short', month: 'short', day: 'numeric' }
          : { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** '3:00 PM' in `timeZone`. */
export const slotTime = (instant: string, timeZone: string) => formatter('time', timeZone).format(new Date(instant));

/** 'Tue, Mar 10' for a calendar day (its own date, whatever the zone). */
export const dayLabel = (date: string) => formatter('day', 'UTC').format(new Date(`${date}T12:00:00Z`));

/** 'Tuesday, March 10, 2026' for a calendar day. */
export const longDayLabel = (date: string) => formatter('longDay', 'UTC').format(new Date(`${date}T12:00:00Z`));

/** 'Tuesday, March 10, 2026, 3:00 PM' for an instant in `timeZone`. */
export const slotDateTime = (instant: string, timeZone: string) =>
  `${longDayLabel(localDate(instant, timeZone))}, ${slotTime(instant, timeZone)}`;

/** The browser's zone (what Intl resolves), UTC when it names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zones to choose from: the runtime's list, with `current` in it even when the list spells it otherwise. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [...known, current].sort();
}
