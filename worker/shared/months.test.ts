import { describe, expect, it } from 'vitest';
import { selectableMonths } from './api/trainer-analytics';
import { monthBounds, monthKey, recentMonths, shiftMonth } from './months';

describe('UTC months', () => {
  it('names the month in UTC, whatever the local time zone', () => {
    expect(monthKey(new Date('2026-02-28T23:59:59.999Z'))).toBe('2026-02');
    expect(monthKey(new Date('2026-03-01T00:00:00.000Z'))).toBe('2026-03');
  });

  it('gives [start, end) bounds across years and leap days', () => {
    expect(monthBounds('2024-02')).toEqual({ start: '2024-02-01T00:00:00.000Z', end: '2024-03-01T00:00:00.000Z' });
    expect(monthBounds('2026-12')).toEqual({ start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' });
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-01', 13)).toBe('2027-02');
  });

  it('offers the current month and the 11 before it', () => {
    const months = selectableMonths(new Date('2026-01-15T00:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
    expect(months[11]).toBe('2025-02');
    expect(recentMonths(new Date('2026-01-15T00:00:00Z'), 2)).toEqual(['2026-01', '2025-12']);
  });
});
