import { describe, expect, it } from 'vitest';
import type { Slot } from '#shared/api/bookings';
import {
  addDays,
  dayLabel,
  groupSlotsByDay,
  localDate,
  slotTime,
  slotWindow,
  startOfDay,
  timeZoneChoices,
  weekOf,
  zoneLabel,
} from './slot-days';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

/** A one-hour slot starting at `start` (UTC). */
const slot = (start: string): Slot => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
});

/**
 * The slots a worker computes for a trainer in Berlin who works 09:00–10:00 every day: 09:00 Berlin
 * is 08:00Z in winter (CET) and 07:00Z in summer (CEST).
 */
const berlinNine = (date: string) => {
  const offset = date >= '2026-03-29' && date < '2026-10-25' ? 2 : 1;
  return slot(`${date}T${String(9 - offset).padStart(2, '0')}:00:00.000Z`);
};

const timesOn = (days: ReturnType<typeof groupSlotsByDay>, zone: string) =>
  Object.fromEntries(days.map((day) => [day.date, day.slots.map((one) => slotTime(one.start, zone))]));

describe('slot days across daylight-saving changes', () => {
  it('2026-03-08: New York moves to summer time, Berlin not yet — the Berlin 09:00 slot moves from 3 AM to 4 AM New York time', () => {
    const dates = ['2026-03-07', '2026-03-08', '2026-03-09'];
    const days = groupSlotsByDay(dates.map(berlinNine), dates, NEW_YORK);
    expect(timesOn(days, NEW_YORK)).toEqual({
      '2026-03-07': ['3:00 AM'],
      '2026-03-08': ['4:00 AM'],
      '2026-03-09': ['4:00 AM'],
    });
    // The trainer's own time did not move.
    expect(days.map((day) => slotTime(day.slots[0]?.start ?? '', BERLIN))).toEqual(['9:00 AM', '9:00 AM', '9:00 AM']);
  });

  it('2026-03-29: Berlin moves to summer time — back to 3 AM New York time', () => {
    const dates = ['2026-03-28', '2026-03-29'];
    expect(timesOn(groupSlotsByDay(dates.map(berlinNine), dates, NEW_YORK), NEW_YORK)).toEqual({
      '2026-03-28': ['4:00 AM'],
      '2026-03-29': ['3:00 AM'],
    });
  });

  it('2026-10-25: Berlin back to winter time — 4 AM New York time; 2026-11-01: New York too — 3 AM', () => {
    const dates = ['2026-10-24', '2026-10-25', '2026-10-31', '2026-11-01'];
    expect(timesOn(groupSlotsByDay(dates.map(berlinNine), dates, NEW_YORK), NEW_YORK)).toEqual({
      '2026-10-24': ['3:00 AM'],
      '2026-10-25': ['4:00 AM'],
      '2026-10-31': ['4:00 AM'],
      '2026-11-01': ['3:00 AM'],
    });
  });

  it('puts a slot on the day it falls on in the chosen zone: 05:00 Berlin on March 8 is 11 PM on March 7 in New York', () => {
    const early = slot('2026-03-08T04:00:00.000Z');
    const dates = ['2026-03-07', '2026-03-08'];
    expect(timesOn(groupSlotsByDay([early], dates, NEW_YORK), NEW_YORK)).toEqual({
      '2026-03-07': ['11:00 PM'],
      '2026-03-08': [],
    });
    expect(timesOn(groupSlotsByDay([early], dates, BERLIN), BERLIN)).toEqual({
      '2026-03-07': [],
      '2026-03-08': ['5:00 AM'],
    });
  });

  it('lists every day asked for, empty ones included, slots sorted, and leaves out slots outside those days', () => {
    const slots = [
      slot('2026-11-03T15:00:00.000Z'),
      slot('2026-11-03T14:00:00.000Z'),
      slot('2026-11-20T14:00:00.000Z'),
    ];
    const days = groupSlotsByDay(slots, ['2026-11-02', '2026-11-03', '2026-11-04'], NEW_YORK);
    expect(timesOn(days, NEW_YORK)).toEqual({
      '2026-11-02': [],
      '2026-11-03': ['9:00 AM', '10:00 AM'],
      '2026-11-04': [],
    });
  });
});

describe('startOfDay and the window asked of the worker', () => {
  it('is local midnight, whose offset changes with daylight saving', () => {
    expect(new Date(startOfDay('2026-03-08', NEW_YORK)).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfDay('2026-03-09', NEW_YORK)).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(new Date(startOfDay('2026-03-29', BERLIN)).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(startOfDay('2026-03-30', BERLIN)).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(startOfDay('2026-11-01', NEW_YORK)).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(new Date(startOfDay('2026-11-02', NEW_YORK)).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(startOfDay('2026-12-01', 'Asia/Kathmandu')).toISOString()).toBe('2026-11-30T18:15:00.000Z');
  });

  it('is the first minute that exists where the clocks jump at midnight (Santiago, 2026-09-06 00:00 → 01:00)', () => {
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(localDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDate(start - 60_000, 'America/Santiago')).toBe('2026-09-05');
    expect(slotTime(new Date(start).toISOString(), 'America/Santiago')).toBe('1:00 AM');
  });

  it('asks for the UTC days covering seven local days, across the spring-forward week', () => {
    const window = slotWindow('2026-03-05', NEW_YORK);
    expect(window.dates).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(window.from).toBe('2026-03-05');
    expect(new Date(window.start).toISOString()).toBe('2026-03-05T05:00:00.000Z');
    expect(new Date(window.end).toISOString()).toBe('2026-03-12T04:00:00.000Z');
    // 05 00:00Z … 12 04:00Z: eight UTC days.
    expect(window.days).toBe(8);
  });

  it('starts on the previous UTC day for a zone ahead of UTC, and stays within the worker’s 14 days', () => {
    const berlin = slotWindow('2026-03-26', BERLIN);
    expect(berlin.from).toBe('2026-03-25');
    expect(new Date(berlin.end).toISOString()).toBe('2026-04-01T22:00:00.000Z');
    // 25 00:00Z … 1 22:00Z: eight UTC days (the first hour of the 26th in Berlin is 23:00Z on the 25th).
    expect(berlin.days).toBe(8);
    const kiritimati = slotWindow('2026-06-01', 'Pacific/Kiritimati');
    expect(kiritimati.from).toBe('2026-05-31');
    expect(kiritimati.days).toBeLessThanOrEqual(14);
  });
});

describe('calendar helpers and labels', () => {
  it('adds days across month and year ends, and finds the week a date falls in', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekOf('2026-03-05', '2026-03-05')).toBe(0);
    expect(weekOf('2026-03-05', '2026-03-11')).toBe(0);
    expect(weekOf('2026-03-05', '2026-03-12')).toBe(1);
    expect(weekOf('2026-03-05', '2026-03-01')).toBe(0);
  });

  it('names a zone by its place and id, labels days by their own date, and always offers the current zone', () => {
    expect(zoneLabel(NEW_YORK)).toBe('New York time (America/New_York)');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time (America/Argentina/Buenos_Aires)');
    expect(dayLabel('2026-03-08')).toBe('Sun, Mar 8');
    expect(timeZoneChoices(NEW_YORK)).toContain(NEW_YORK);
    expect(timeZoneChoices('Asia/Calcutta')).toContain('Asia/Calcutta');
  });
});
