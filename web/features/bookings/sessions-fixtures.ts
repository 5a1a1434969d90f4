import type { Availability, Booking } from '#shared/api/bookings';

/** A trainer's booking settings as GET /api/me/trainer/availability answers them (component tests). */
export function availabilityFixture(overrides: Partial<Availability> = {}): Availability {
  return {
    time_zone: 'America/New_York',
    weekly: {
      monday: [{ start: '09:00', end: '12:00' }],
      tuesday: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
      wednesday: [],
      thursday: [],
      friday: [{ start: '10:00', end: '16:00' }],
      saturday: [],
      sunday: [],
    },
    overrides: [{ date: '2026-12-24', ranges: [] }],
    min_notice_hours: 12,
    horizon_days: 60,
    buffer_minutes: 15,
    cancel_notice_hours: 24,
    version: 3,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Never saved: the defaults the worker answers with (no zone, no hours, version 0). */
export function unsavedAvailabilityFixture(): Availability {
  return availabilityFixture({
    time_zone: null,
    weekly: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    overrides: [],
    buffer_minutes: 0,
    version: 0,
    updated_at: null,
  });
}

let nextId = 500;

/** A session as GET /api/bookings answers it: Lou asked Tess for an intro session, pending. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  nextId += 1;
  return {
    id: nextId,
    status: 'pending',
    start: '2026-12-01T14:00:00.000Z',
    end: '2026-12-01T15:00:00.000Z',
    trainer: {
      id: 7,
      slug: 'tess-trainer',
      full_name: 'Tess Trainer',
      profile_image: null,
      time_zone: 'Europe/Berlin',
    },
    learner: { full_name: 'Lou Learner', profile_image: null },
    service: { id: 9, title: 'Intro session', duration_minutes: 60, price: 40, currency: 'USD' },
    note: null,
    learner_time_zone: 'America/New_York',
    expires_at: '2026-11-30T14:00:00.000Z',
    decline_message: null,
    cancelled_by: null,
    cancel_reason: null,
    can_cancel: true,
    reviewed: false,
    created_at: '2026-11-28T14:00:00.000Z',
    ...overrides,
  };
}
