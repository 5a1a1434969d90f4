import {
  type Availability,
  type AvailabilityInput,
  BOOKING_LIMITS,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from '#shared/api/bookings';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The form's values for the saved settings; a trainer who never saved gets `proposedZone` (the browser's). */
export function availabilityValues(availability: Availability, proposedZone: string): AvailabilityInput {
  return {
    timeZone: availability.time_zone ?? proposedZone,
    weekly: Object.fromEntries(
      WEEKDAYS.map((day) => [day, availability.weekly[day].map((range) => ({ ...range }))]),
    ) as Record<Weekday, TimeRange[]>,
    overrides: availability.overrides.map((override) => ({
      date: override.date,
      ranges: override.ranges.map((range) => ({ ...range })),
    })),
    minNoticeHours: availability.min_notice_hours,
    horizonDays: availability.horizon_days,
    bufferMinutes: availability.buffer_minutes,
    cancelNoticeHours: availability.cancel_notice_hours,
    version: availability.version,
  };
}

const STEP = 15;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every wall-clock time the schema accepts as a start (00:00–23:45) and as an end (00:15–24:00). */
export const START_TIMES = Array.from({ length: (24 * 60) / STEP }, (_, i) => toTime(i * STEP));
export const END_TIMES = Array.from({ length: (24 * 60) / STEP }, (_, i) => toTime((i + 1) * STEP));

/** A new range after the day's last one: 09:00–17:00 on an empty day, else the next hour; null when the day is full. */
export function nextRange(ranges: readonly { start?: string; end?: string }[]): TimeRange | null {
  if (ranges.length >= BOOKING_LIMITS.rangesPerDay) return null;
  if (ranges.length === 0) return { start: '09:00', end: '17:00' };
  const lastEnd = Math.max(...ranges.map((range) => toMinutes(range.end ?? '00:00')));
  if (lastEnd >= 24 * 60) return null;
  return { start: toTime(lastEnd), end: toTime(Math.min(lastEnd + 60, 24 * 60)) };
}

/** YYYY-MM-DD of a local calendar day. */
function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The first day from tomorrow that has no override yet: what "Add a date" starts with. */
export function nextFreeDate(taken: readonly string[], today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  while (taken.includes(isoDay(day))) day.setDate(day.getDate() + 1);
  return isoDay(day);
}

/** Today as YYYY-MM-DD (the date picker's earliest day). */
export const localToday = (today = new Date()) => isoDay(today);

/** Every IANA zone this browser knows, plus `also` (the saved or proposed one, should it be an alias the list omits). */
export function timeZoneOptions(also: readonly string[]): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  for (const zone of also) zones.add(zone);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
