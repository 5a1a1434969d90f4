import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type SessionCalendarInput, sessionCalendar, sessionUid } from './ics';

const base: SessionCalendarInput = {
  method: 'REQUEST',
  bookingId: 42,
  appOrigin: 'https://trainers.example.com',
  sequence: 0,
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T09:00:00.000Z',
  summary: 'Yoga basics with Ada Trainer',
  now: new Date('2026-11-20T10:11:12.345Z'),
};

/** Content lines with folding undone (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('session calendar file', () => {
  it('is a REQUEST with a stable UID, the sequence, UTC times and CONFIRMED', () => {
    const ics = sessionCalendar({
      ...base,
      description: 'Bring a mat',
      organizer: { email: 'ada@example.com', name: 'Ada Trainer' },
      attendee: { email: 'lea@example.com', name: 'Lea "L" Learner' },
      url: 'https://trainers.example.com/bookings',
    });
    expect(unfold(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Trainer Marketplace//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:booking-42@trainers.example.com',
      'SEQUENCE:0',
      'DTSTAMP:20261120T101112Z',
      'DTSTART:20261201T080000Z',
      'DTEND:20261201T090000Z',
      'SUMMARY:Yoga basics with Ada Trainer',
      'DESCRIPTION:Bring a mat',
      'URL:https://trainers.example.com/bookings',
      'ORGANIZER;CN="Ada Trainer":mailto:ada@example.com',
      `ATTENDEE;CN="Lea 'L' Learner";ROLE=REQ-PARTICIPANT:mailto:lea@example.com`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    // CRLF only, ending with one.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is a CANCEL with the same UID, a higher sequence and CANCELLED; optional parts left out', () => {
    const lines = unfold(sessionCalendar({ ...base, method: 'CANCEL', sequence: 3 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('UID:booking-42@trainers.example.com');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.some((line) => /^(DESCRIPTION|ORGANIZER|ATTENDEE|URL)[:;]/.test(line))).toBe(false);
  });

  it('names the UID after the host of APP_ORIGIN, port included', () => {
    expect(sessionUid(7, 'http://localhost:8787')).toBe('booking-7@localhost:8787');
    expect(sessionUid(7, 'https://trainers.example.com/')).toBe('booking-7@trainers.example.com');
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const lines = unfold(sessionCalendar({ ...base, summary: 'Run; jump, rest', description: 'Line 1\nLine 2\\' }));
    expect(lines).toContain('SUMMARY:Run\\; jump\\, rest');
    expect(lines).toContain('DESCRIPTION:Line 1\\nLine 2\\\\');
  });

  it('keeps user text from adding properties (no raw line breaks or control characters)', () => {
    const ics = sessionCalendar({
      ...base,
      summary: 'x\r\nATTENDEE:mailto:evil@example.com',
      attendee: { email: 'a@example.com\r\nX-EVIL:1', name: 'N\r\nX-EVIL:2' },
    });
    const lines = unfold(ics);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('X-EVIL'))).toBe(false);
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const long = `${'Ü'.repeat(50)} 🧘 ${'a'.repeat(100)}`;
    const ics = sessionCalendar({ ...base, description: long });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${long}`);
    expect(foldLine('short')).toBe('short');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);

    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});
