import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatLongDay } from './dates';

// Local-time ISO strings (no zone), so the expectations hold in any time zone the tests run in.
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('SPEC date styles', () => {
  it("formats 'MMM d, yyyy' for every month", () => {
    MONTHS_SHORT.forEach((month, index) => {
      const iso = `2026-${String(index + 1).padStart(2, '0')}-05T10:00:00`;
      expect(formatDay(iso)).toBe(`${month} 5, 2026`);
    });
  });

  it("formats 'MMMM d, yyyy' for every month", () => {
    MONTHS_LONG.forEach((month, index) => {
      const iso = `2025-${String(index + 1).padStart(2, '0')}-27T23:59:00`;
      expect(formatLongDay(iso)).toBe(`${month} 27, 2025`);
    });
  });

  it('adds a 12-hour time with AM/PM', () => {
    expect(formatDateTime('2026-11-22T09:41:00')).toBe('Nov 22, 2026, 9:41 AM');
    expect(formatDateTime('2026-11-22T21:05:00')).toBe('Nov 22, 2026, 9:05 PM');
    expect(formatDateTime('2026-11-22T00:00:00')).toBe('Nov 22, 2026, 12:00 AM');
  });
});
