import { Hono } from 'hono';
import { BOOKING_TEXT, type BookingResponse, requestBookingSchema } from '#shared/api/bookings';
import type { AuthedEnv } from '#worker/app-env';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { requestBooking } from './request-booking';

/** POST /api/bookings: a learner requests a slot (overlap refused by the database, idempotent). */
export const bookingRequestRoutes = new Hono<AuthedEnv>().post(
  '/',
  requireUser,
  validate('json', requestBookingSchema),
  async (c) => {
    const input = c.req.valid('json');
    const requested = await requestBooking(c.env, c.get('db'), c.get('actor').id, {
      trainerId: input.trainerId,
      serviceId: input.serviceId,
      start: input.start,
      timeZone: input.timeZone,
      note: input.note,
      idempotencyKey: input.idempotencyKey,
    });
    return c.json<BookingResponse>({ booking: requested.booking, message: BOOKING_TEXT.requestSent }, requested.status);
  },
);
