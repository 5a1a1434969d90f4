import { calendarDay, type DisplayTimeZone, formatLongDay, formatWeekday } from '#web/lib/dates';

/** A thread as shown: each day's messages after a separator naming the day. */
export type ThreadItem<M> = { kind: 'day'; day: string; label: string } | { kind: 'message'; message: M };

/** The calendar day before `day` ('2026-03-01' → '2026-02-28'), by the calendar, not by 24 hours. */
function dayBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** 'Today', 'Yesterday', 'Friday, November 27' this year, 'November 27, 2025' before. */
export function dayLabel(iso: string, timeZone: DisplayTimeZone, now: Date): string {
  const day = calendarDay(iso, timeZone);
  const today = calendarDay(now, timeZone);
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return 'Yesterday';
  return day.slice(0, 4) === today.slice(0, 4) ? formatWeekday(iso, timeZone) : formatLongDay(iso, timeZone);
}

/** Messages in order, with a separator before the first message of each calendar day (in the viewer's zone). */
export function withDaySeparators<M extends { created_at: string }>(
  messages: readonly M[],
  timeZone: DisplayTimeZone,
  now: Date = new Date(),
): ThreadItem<M>[] {
  const items: ThreadItem<M>[] = [];
  let current: string | null = null;
  for (const message of messages) {
    const day = calendarDay(message.created_at, timeZone);
    if (day !== current) {
      current = day;
      items.push({ kind: 'day', day, label: dayLabel(message.created_at, timeZone, now) });
    }
    items.push({ kind: 'message', message });
  }
  return items;
}
