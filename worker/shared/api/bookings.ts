import * as z from 'zod';
import type { ApiErrorBody } from '#shared/api-error';
import { pageCursorParam, queryObject, wholeNumberParam } from '#shared/query-params';
import { optionalUserText } from '#shared/text';
import { VERIFIED_SESSION_TEXT } from '#shared/verified-session';

// The booking API contract (issue #42): a trainer's availability, free slots, session requests the
// trainer accepts or declines, cancellations. Request bodies are camelCase (as the messages API),
// answers snake_case (as the rest of the API). Every instant on the wire is an ISO 8601 UTC string
// (`2026-12-01T09:00:00.000Z`); wall-clock times are `HH:MM` in the trainer's IANA time zone.

/** Defaults and bounds of a trainer's booking settings. */
export const BOOKING_LIMITS = {
  minNoticeHoursDefault: 12,
  minNoticeHoursMax: 24 * 14,
  horizonDaysDefault: 60,
  horizonDaysMin: 1,
  horizonDaysMax: 365,
  bufferMinutesMax: 240,
  cancelNoticeHoursDefault: 24,
  cancelNoticeHoursMax: 24 * 14,
  rangesPerDay: 6,
  overridesMax: 200,
  noteMax: 500,
  declineMessageMax: 500,
  cancelReasonMax: 500,
  /** A pending request expires this long after it was made (or earlier: when its start comes within the minimum notice). */
  pendingHours: 48,
  /** The reminder goes this long before the start. */
  reminderHours: 24,
  /** Slots start every this many minutes from the start of each available range. */
  slotStepMinutes: 30,
  /** At most this many days of slots per request. */
  slotWindowDaysMax: 14,
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const BOOKING_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Every text the worker answers with and the web shows for bookings. */
export const BOOKING_TEXT = {
  timeZoneInvalid: 'Please choose a valid time zone',
  timeInvalid: 'Times must be HH:MM on a 15-minute step',
  rangeOrder: 'Each range must end after it starts',
  rangesOverlap: 'Ranges on the same day must not overlap',
  tooManyRanges: `At most ${BOOKING_LIMITS.rangesPerDay} ranges per day`,
  dateInvalid: 'Dates must be YYYY-MM-DD',
  overrideDuplicate: 'Each date can be overridden once',
  tooManyOverrides: `At most ${BOOKING_LIMITS.overridesMax} date overrides`,
  minNoticeRange: `Minimum notice must be between 0 and ${BOOKING_LIMITS.minNoticeHoursMax} hours`,
  horizonRange: `Booking window must be between ${BOOKING_LIMITS.horizonDaysMin} and ${BOOKING_LIMITS.horizonDaysMax} days`,
  bufferRange: `Buffer must be between 0 and ${BOOKING_LIMITS.bufferMinutesMax} minutes`,
  cancelNoticeRange: `Cancellation notice must be between 0 and ${BOOKING_LIMITS.cancelNoticeHoursMax} hours`,
  versionRequired: 'Version is required: reload your availability and try again',
  availabilitySaved: 'Availability saved',
  availabilityStale: 'Your availability was changed in another tab or window. Reload to see the saved version.',
  trainerNotFound: 'Trainer not found',
  serviceNotBookable: 'This service cannot be booked online',
  serviceNotFound: 'Service not found',
  notAvailable: 'This trainer has not set up online booking yet',
  serviceRequired: 'Please choose a service',
  startRequired: 'Please choose a time',
  startInvalid: 'start must be an ISO 8601 UTC time',
  fromInvalid: 'from must be a date (YYYY-MM-DD)',
  idempotencyKeyRequired:
    'idempotencyKey is required: a UUID the browser makes once per request and repeats on retries',
  idempotencyKeyInvalid: 'idempotencyKey must be a UUID',
  idempotencyKeyReused: 'This idempotencyKey was already used for another request',
  ownProfile: 'You cannot book a session with yourself',
  slotUnavailable: 'This time is no longer available. Please choose another time.',
  requestSent: 'Request sent. The trainer will accept or decline it.',
  tooManyRequests: 'Too many session requests. Please try again later.',
  bookingNotFound: 'Session not found',
  trainerOnly: 'Only the trainer can accept or decline a request',
  notPending: 'This request has already been answered or has expired',
  notCancellable: 'Only upcoming requests and accepted sessions can be cancelled',
  cancelTooLate:
    'Sessions can no longer be cancelled by the learner this close to the start. Please contact the trainer.',
  cancelReasonRequired: 'Please give a reason',
  accepted: 'Session accepted',
  declined: 'Request declined',
  cancelled: 'Session cancelled',
  verifiedSession: VERIFIED_SESSION_TEXT,
} as const;

// ---------------------------------------------------------------------------------------------
// Availability (GET/PUT /api/me/trainer/availability, the trainer's own)

/** `HH:MM`, 00:00–24:00 on a 15-minute step (24:00 only as an end). */
const wallTime = z.string().regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, BOOKING_TEXT.timeInvalid);
const isoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, BOOKING_TEXT.dateInvalid);

/** A time zone this runtime knows (the browser and workerd share the IANA data). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: BOOKING_TEXT.timeZoneInvalid })
  .refine(isTimeZone, BOOKING_TEXT.timeZoneInvalid);

export const timeRangeSchema = z
  .object({ start: wallTime, end: wallTime })
  .refine((range) => range.start !== '24:00' && range.start < range.end, {
    message: BOOKING_TEXT.rangeOrder,
    path: ['end'],
  });
export type TimeRange = z.output<typeof timeRangeSchema>;

/** Sorted, non-overlapping ranges of one day (touching ranges are allowed). */
const dayRanges = z
  .array(timeRangeSchema)
  .max(BOOKING_LIMITS.rangesPerDay, BOOKING_TEXT.tooManyRanges)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((range, i) => i === 0 || (sorted[i - 1]?.end ?? '') <= range.start);
    },
    { message: BOOKING_TEXT.rangesOverlap },
  );

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<Weekday, typeof dayRanges>,
);
export type WeeklyHours = z.output<typeof weeklyHoursSchema>;

/** A date's own hours replace the weekly ones; no ranges means a day off. */
export const dateOverrideSchema = z.object({ date: isoDate, ranges: dayRanges });
export type DateOverride = z.output<typeof dateOverrideSchema>;

const wholeInRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const availabilityInputSchema = z.object({
  timeZone: timeZoneSchema,
  weekly: weeklyHoursSchema,
  overrides: z
    .array(dateOverrideSchema)
    .max(BOOKING_LIMITS.overridesMax, BOOKING_TEXT.tooManyOverrides)
    .refine((list) => new Set(list.map((item) => item.date)).size === list.length, {
      message: BOOKING_TEXT.overrideDuplicate,
    }),
  minNoticeHours: wholeInRange(0, BOOKING_LIMITS.minNoticeHoursMax, BOOKING_TEXT.minNoticeRange),
  horizonDays: wholeInRange(BOOKING_LIMITS.horizonDaysMin, BOOKING_LIMITS.horizonDaysMax, BOOKING_TEXT.horizonRange),
  bufferMinutes: wholeInRange(0, BOOKING_LIMITS.bufferMinutesMax, BOOKING_TEXT.bufferRange),
  cancelNoticeHours: wholeInRange(0, BOOKING_LIMITS.cancelNoticeHoursMax, BOOKING_TEXT.cancelNoticeRange),
  /** The version loaded (0 before the first save); an older one is a 409. */
  version: z.number({ error: BOOKING_TEXT.versionRequired }).int(BOOKING_TEXT.versionRequired).min(0),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type AvailabilityValues = z.output<typeof availabilityInputSchema>;

/** The trainer's booking settings as stored (defaults, `time_zone: null` and version 0 before the first save). */
export interface Availability {
  time_zone: string | null;
  weekly: WeeklyHours;
  overrides: DateOverride[];
  min_notice_hours: number;
  horizon_days: number;
  buffer_minutes: number;
  cancel_notice_hours: number;
  version: number;
  updated_at: string | null;
}

export interface AvailabilityResponse {
  availability: Availability;
}
export interface SaveAvailabilityResponse {
  availability: Availability;
  message: string;
}
/** 409 on a stale version: the error and the availability saved now, so the editor needs no other request. */
export interface StaleAvailabilityResponse extends ApiErrorBody {
  availability: Availability;
}

// ---------------------------------------------------------------------------------------------
// Free slots (GET /api/trainers/:trainerId/slots?serviceId=&from=&days=, public)

export const trainerIdParam = z.object({ trainerId: wholeNumberParam('Trainer id', 1, Number.MAX_SAFE_INTEGER) });

export const slotsQuerySchema = queryObject({
  serviceId: wholeNumberParam('serviceId', 1, Number.MAX_SAFE_INTEGER),
  /** The first UTC day of the window; default today (UTC). */
  from: isoDate.optional(),
  days: wholeNumberParam('days', 1, BOOKING_LIMITS.slotWindowDaysMax).optional(),
});
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export interface Slot {
  start: string;
  end: string;
}

export interface SlotsResponse {
  trainer_id: number;
  service: { id: number; title: string; duration_minutes: number };
  /** The trainer's zone, for "the trainer's time" beside the visitor's own. */
  time_zone: string;
  /** The window asked for, as instants ([from, to)). */
  from: string;
  to: string;
  /** The last instant a slot may start (now + horizon): the web stops paging there. */
  bookable_until: string;
  slots: Slot[];
}

// ---------------------------------------------------------------------------------------------
// Requests and sessions (/api/bookings)

const idempotencyKey = z
  .string({ error: BOOKING_TEXT.idempotencyKeyRequired })
  .uuid(BOOKING_TEXT.idempotencyKeyInvalid);

const positiveId = (error: string) =>
  z.number({ error }).int(error).positive(error).max(Number.MAX_SAFE_INTEGER, error);

/** POST /api/bookings: a learner asks for a slot; it holds the slot until the trainer decides or it expires. */
export const requestBookingSchema = z.object({
  trainerId: positiveId(BOOKING_TEXT.trainerNotFound),
  serviceId: positiveId(BOOKING_TEXT.serviceRequired),
  start: z.iso.datetime({ error: BOOKING_TEXT.startInvalid }),
  /** The learner's time zone, for their emails and calendar file. */
  timeZone: timeZoneSchema,
  note: optionalUserText({ label: 'Note', max: BOOKING_LIMITS.noteMax, multiline: true }),
  idempotencyKey,
});
export type RequestBookingInput = z.input<typeof requestBookingSchema>;

export const declineBookingSchema = z.object({
  message: optionalUserText({ label: 'Message', max: BOOKING_LIMITS.declineMessageMax, multiline: true }),
});
export type DeclineBookingInput = z.input<typeof declineBookingSchema>;

export const cancelBookingSchema = z.object({
  reason: z
    .string({ error: BOOKING_TEXT.cancelReasonRequired })
    .trim()
    .min(1, BOOKING_TEXT.cancelReasonRequired)
    .max(BOOKING_LIMITS.cancelReasonMax, `Reason must be at most ${BOOKING_LIMITS.cancelReasonMax} characters`),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

export const bookingParam = z.object({ bookingId: wholeNumberParam('Session id', 1, Number.MAX_SAFE_INTEGER) });

/**
 * GET /api/bookings?as=learner|trainer&when=upcoming|pending|accepted|past&cursor=: one side's sessions,
 * BOOKING_PAGE_SIZE a page. upcoming: requests still waiting and accepted sessions not over, soonest
 * first; pending: the requests only; accepted: the accepted sessions only; past: the rest, latest
 * first. `cursor` is the `next_cursor` of the page before (opaque).
 */
export const BOOKING_LIST_VIEWS = ['upcoming', 'pending', 'accepted', 'past'] as const;
export const BOOKING_PAGE_SIZE = 20;
export const bookingListQuerySchema = queryObject({
  as: z.enum(['learner', 'trainer'], { error: 'as must be learner or trainer' }),
  when: z.enum(BOOKING_LIST_VIEWS, { error: 'when must be upcoming, pending, accepted or past' }),
  cursor: pageCursorParam(100).optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** A session as either side sees it; `counterpart` is the other side (null: a deleted account). */
export interface Booking {
  id: number;
  status: BookingStatus;
  start: string;
  end: string;
  trainer: { id: number; slug: string; full_name: string; profile_image: string | null; time_zone: string };
  learner: { full_name: string; profile_image: string | null } | null;
  service: { id: number | null; title: string; duration_minutes: number; price: number; currency: string };
  note: string | null;
  /** The learner's zone when they asked. */
  learner_time_zone: string;
  /** When a pending request lapses on its own. */
  expires_at: string | null;
  decline_message: string | null;
  cancelled_by: 'learner' | 'trainer' | null;
  cancel_reason: string | null;
  /** Whether the viewer may cancel now (a learner not within the trainer's cancellation notice). */
  can_cancel: boolean;
  /** Whether the learner has reviewed this trainer (a completed session without one offers "Leave a review"). */
  reviewed: boolean;
  created_at: string;
}

export interface BookingResponse {
  booking: Booking;
  message: string;
}
export interface BookingListResponse {
  bookings: Booking[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}
