import { Hono } from 'hono';
import { BOOKING_TEXT, type SlotsResponse, slotsQuerySchema, trainerIdParam } from '#shared/api/bookings';
import type { AppEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { freeSlots } from './slots';
import { loadSlotSource } from './slots.repository';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;

/** Midnight UTC of `date` (`YYYY-MM-DD`), or null for a date no calendar has (2026-02-30). */
function utcMidnight(date: string): Date | null {
  const instant = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === date ? instant : null;
}

/**
 * /api/trainers/:trainerId/slots: a public trainer's free slots for one bookable service, in a window
 * of whole UTC days. Public and not cached (answers are no-store): a slot taken a second ago is gone.
 */
export const slotRoutes = new Hono<AppEnv>().get(
  '/:trainerId/slots',
  validate('param', trainerIdParam),
  validate('query', slotsQuerySchema),
  async (c) => {
    const { trainerId } = c.req.valid('param');
    const query = c.req.valid('query');
    const now = new Date();
    const from = utcMidnight(query.from ?? now.toISOString().slice(0, 10));
    if (!from)
      throw new ApiError(400, 'validation_error', BOOKING_TEXT.fromInvalid, { from: BOOKING_TEXT.fromInvalid });
    const to = new Date(from.getTime() + (query.days ?? DEFAULT_DAYS) * DAY_MS);

    const source = await loadSlotSource(c.get('db'), trainerId, query.serviceId, from, to);
    switch (source.kind) {
      case 'trainer_not_found':
        throw new ApiError(404, 'not_found', BOOKING_TEXT.trainerNotFound);
      case 'service_not_found':
        throw new ApiError(404, 'not_found', BOOKING_TEXT.serviceNotFound);
      case 'not_bookable':
        throw new ApiError(400, 'not_bookable', BOOKING_TEXT.serviceNotBookable);
      case 'not_available':
        throw new ApiError(404, 'not_available', BOOKING_TEXT.notAvailable);
    }
    const { service, rules, bookings } = source;
    return c.json<SlotsResponse>({
      trainer_id: trainerId,
      service,
      time_zone: rules.timeZone,
      from: from.toISOString(),
      to: to.toISOString(),
      bookable_until: new Date(now.getTime() + rules.horizonDays * DAY_MS).toISOString(),
      slots: freeSlots({ rules, durationMinutes: service.duration_minutes, bookings, now, from, to }),
    });
  },
);
