// Session times as the viewer reads them: in their own zone, with the zone named ("New York time"), so a
// trainer and a learner in different zones never mistake whose clock a time is on.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}:${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format;
}

/** The browser's own IANA zone (what the viewer's clock shows). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'America/New_York' → 'New York time', 'UTC' → 'UTC': the zone as a person names it. */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return city;
  return `${city} time`;
}

interface Parts {
  day: string;
  time: string;
  year: string;
}

function partsOf(iso: string, timeZone: string, withYear: boolean): Parts {
  const parts = formatter(timeZone, withYear).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const year = part('year');
  return {
    day: `${part('weekday')}, ${part('day')} ${part('month')}${year ? ` ${year}` : ''}`,
    time: `${part('hour')}:${part('minute')}`,
    year,
  };
}

function yearIn(iso: string | Date, timeZone: string): string {
  return partsOf(typeof iso === 'string' ? iso : iso.toISOString(), timeZone, true).year;
}

/** 'Tue, 1 Dec, 09:00' (the year added when it is not this year's). */
export function formatInstant(iso: string, timeZone: string, now = new Date()): string {
  const { day, time } = partsOf(iso, timeZone, yearIn(iso, timeZone) !== yearIn(now, timeZone));
  return `${day}, ${time}`;
}

/** 'Tue, 1 Dec, 09:00–10:00 (New York time)'; a session past midnight names its end's day too. */
export function formatSessionTime(start: string, end: string, timeZone: string, now = new Date()): string {
  const withYear = yearIn(start, timeZone) !== yearIn(now, timeZone);
  const from = partsOf(start, timeZone, withYear);
  const to = partsOf(end, timeZone, withYear);
  const until = to.day === from.day ? to.time : `${to.day}, ${to.time}`;
  return `${from.day}, ${from.time}–${until} (${zoneName(timeZone)})`;
}
