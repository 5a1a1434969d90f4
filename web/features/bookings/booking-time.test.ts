import { describe, expect, it } from 'vitest';
import { formatInstant, formatSessionTime, zoneName } from './booking-time';

const NOW = new Date('2026-11-28T12:00:00.000Z');

describe('session times', () => {
  it('names a zone by its city, and UTC as itself', () => {
    expect(zoneName('America/New_York')).toBe('New York time');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneName('Etc/UTC')).toBe('UTC');
  });

  it('shows a session in the given zone with the zone named', () => {
    const start = '2026-12-01T14:00:00.000Z';
    const end = '2026-12-01T15:00:00.000Z';
    expect(formatSessionTime(start, end, 'America/New_York', NOW)).toBe('Tue, 1 Dec, 09:00–10:00 (New York time)');
    expect(formatSessionTime(start, end, 'Europe/Berlin', NOW)).toBe('Tue, 1 Dec, 15:00–16:00 (Berlin time)');
  });

  it('names the end’s day when the session runs past midnight, and the year when it is not this one', () => {
    expect(formatSessionTime('2026-12-01T22:30:00.000Z', '2026-12-01T23:30:00.000Z', 'Europe/Berlin', NOW)).toBe(
      'Tue, 1 Dec, 23:30–Wed, 2 Dec, 00:30 (Berlin time)',
    );
    expect(formatSessionTime('2027-01-05T09:00:00.000Z', '2027-01-05T10:00:00.000Z', 'UTC', NOW)).toBe(
      'Tue, 5 Jan 2027, 09:00–10:00 (UTC)',
    );
    expect(formatInstant('2026-12-03T08:15:00.000Z', 'America/New_York', NOW)).toBe('Thu, 3 Dec, 03:15');
  });

  it('follows daylight saving: the same UTC hour is an hour apart in New York in summer and winter', () => {
    expect(formatInstant('2026-07-07T14:00:00.000Z', 'America/New_York', NOW)).toBe('Tue, 7 Jul, 10:00');
    expect(formatInstant('2026-12-08T14:00:00.000Z', 'America/New_York', NOW)).toBe('Tue, 8 Dec, 09:00');
  });
});
