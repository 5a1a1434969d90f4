// Calendar months in UTC, 'YYYY-MM'. No dependencies, so Node tooling can import it as is.
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): boolean {
  return MONTH.test(value);
}

export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function monthStart(month: string): Date {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

export function shiftMonth(month: string, offset: number): string {
  const start = monthStart(month);
  return monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1)));
}

/** [start, end) of a month as the ISO text the event tables store (`viewed_at >= start AND < end`). */
export function monthBounds(month: string): { start: string; end: string } {
  return { start: monthStart(month).toISOString(), end: monthStart(shiftMonth(month, 1)).toISOString() };
}

/** The current month first, then the `count - 1` before it. */
export function recentMonths(now: Date, count: number): string[] {
  const current = monthKey(now);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, -i));
}
