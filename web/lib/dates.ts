// The SPEC's date styles through Intl (no date library on first load; decision 007), in UTC where a first render must match the worker's.
export type DisplayTimeZone = 'UTC' | undefined;

const OPTIONS = {
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  longDay: { month: 'long', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  // Sorts and compares as text: the calendar day a moment falls on in the zone.
  calendarDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof OPTIONS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, timeZone: DisplayTimeZone): Intl.DateTimeFormat {
  const key = `${style}:${timeZone ?? 'local'}`;
  let format = formatters.get(key);
  if (!format) {
    // en-CA writes a calendar day as YYYY-MM-DD.
    format = new Intl.DateTimeFormat(style === 'calendarDay' ? 'en-CA' : 'en-US', { ...OPTIONS[style], timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** 'Nov 22, 2026' (SPEC 'MMM d, yyyy'). */
export const formatDay = (iso: string, timeZone?: DisplayTimeZone) => formatter('day', timeZone).format(new Date(iso));

/** 'November 22, 2026' (SPEC 'MMMM d, yyyy'). */
export const formatLongDay = (iso: string, timeZone?: DisplayTimeZone) =>
  formatter('longDay', timeZone).format(new Date(iso));

/** 'Nov 22, 2026, 9:41 AM'. */
export const formatDateTime = (iso: string, timeZone?: DisplayTimeZone) =>
  formatter('dateTime', timeZone).format(new Date(iso));

/** '9:41 AM'. */
export const formatTime = (iso: string | Date, timeZone?: DisplayTimeZone) =>
  formatter('time', timeZone).format(new Date(iso));

/** 'Friday, November 27'. */
export const formatWeekday = (iso: string | Date, timeZone?: DisplayTimeZone) =>
  formatter('weekday', timeZone).format(new Date(iso));

/** '2026-11-27': the calendar day the moment falls on, in the display zone (compares as text). */
export const calendarDay = (iso: string | Date, timeZone?: DisplayTimeZone) =>
  formatter('calendarDay', timeZone).format(new Date(iso));
