// One session as an RFC 5545 calendar file (the email attachment). Pure: the caller passes every
// value. The UID is stable per booking and SEQUENCE grows with bookings.sequence, so a calendar app
// updates or removes the event it already has instead of adding a second one.

export interface CalendarPerson {
  email: string;
  name?: string | null;
}

export interface SessionCalendarInput {
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  bookingId: number;
  /** APP_ORIGIN: its host names the UID's domain. */
  appOrigin: string;
  /** bookings.sequence */
  sequence: number;
  /** ISO instants. */
  start: string;
  end: string;
  summary: string;
  description?: string | null;
  /** A link to the session in the app. */
  url?: string | null;
  organizer?: CalendarPerson | null;
  attendee?: CalendarPerson | null;
  /** DTSTAMP: when this file was made. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `booking-<id>@<host>`: the same for every file about one booking. */
export function sessionUid(bookingId: number, appOrigin: string): string {
  return `booking-${bookingId}@${new URL(appOrigin).host}`;
}

export function sessionCalendar(input: SessionCalendarInput): string {
  const cancel = input.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trainer Marketplace//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${sessionUid(input.bookingId, input.appOrigin)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART:${utcStamp(new Date(input.start))}`,
    `DTEND:${utcStamp(new Date(input.end))}`,
    `SUMMARY:${escapeText(input.summary)}`,
  ];
  if (input.description) lines.push(`DESCRIPTION:${escapeText(input.description)}`);
  if (input.url) lines.push(`URL:${stripControls(input.url)}`);
  if (input.organizer)
    lines.push(`ORGANIZER${nameParam(input.organizer)}:mailto:${stripControls(input.organizer.email)}`);
  if (input.attendee) {
    lines.push(
      `ATTENDEE${nameParam(input.attendee)};ROLE=REQ-PARTICIPANT:mailto:${stripControls(input.attendee.email)}`,
    );
  }
  lines.push(`STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** `20261201T090000Z` */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return stripControls(text.replace(/\r\n?/g, '\n'), true)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Control characters may not appear in a content line (a raw CR/LF would end it early). */
function stripControls(text: string, keepNewlines = false): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(keepNewlines ? /[\x00-\x08\x0b-\x1f\x7f]/g : /[\x00-\x08\x0a-\x1f\x7f]/g, '');
}

/** `;CN="Name"`: a quoted parameter value cannot hold a double quote (RFC 5545 3.2). */
function nameParam(person: CalendarPerson): string {
  const name = person.name ? stripControls(person.name).replace(/"/g, "'").trim() : '';
  return name ? `;CN="${name}"` : '';
}

/**
 * Lines longer than 75 octets continue on the next line after CRLF and one space (RFC 5545 3.1),
 * never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}
