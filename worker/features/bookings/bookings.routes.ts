import { Hono } from 'hono';
import {
  BOOKING_TEXT,
  type BookingListResponse,
  type BookingResponse,
  bookingListQuerySchema,
  bookingParam,
  cancelBookingSchema,
  declineBookingSchema,
} from '#shared/api/bookings';
import type { AuthedEnv } from '#worker/app-env';
import type { Database } from '#worker/db/client';
import { ApiError } from '#worker/lib/errors';
import { cursorOfQuery } from '#worker/lib/keyset-cursor-query';
import { validate } from '#worker/lib/validate';
import { requireUserRead } from '#worker/platform/auth/auth.middleware';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { type BookingRow, cancelRefusal, hasLapsed, sideOf, toBooking } from './booking-rows.repository';
import { applyDecision, type Decision, findBooking, listBookings } from './bookings.repository';

const notFound = () => new ApiError(404, 'not_found', BOOKING_TEXT.bookingNotFound);
const notPending = () => new ApiError(409, 'not_pending', BOOKING_TEXT.notPending);
const notCancellable = () => new ApiError(409, 'not_cancellable', BOOKING_TEXT.notCancellable);

/** The booking if the actor is one of its two sides; anyone else (admins too) is told it does not exist. */
async function bookingOfActor(db: Database, actorId: string, bookingId: number) {
  const row = await findBooking(db, bookingId);
  const side = row ? sideOf(row, actorId) : null;
  if (!row || !side) throw notFound();
  return { row, side };
}

/** The trainer's answer to a request, while it is pending and has not lapsed. */
async function decide(env: Env, db: Database, actorId: string, bookingId: number, decision: Decision) {
  const { row, side } = await bookingOfActor(db, actorId, bookingId);
  if (side !== 'trainer') throw new ApiError(403, 'forbidden', BOOKING_TEXT.trainerOnly);
  if (row.status !== 'pending' || hasLapsed(row, new Date())) throw notPending();
  return settle(env, db, row, decision, notPending);
}

/** Runs the decision's batch; a state changed meanwhile (another tab, the expiry job) is the conflict given. */
async function settle(env: Env, db: Database, row: BookingRow, decision: Decision, conflict: () => ApiError) {
  const result = await applyDecision(db, { id: row.booking_id, status: row.status, sequence: row.sequence }, decision);
  if (!result.changed || !result.row) throw conflict();
  await dispatchEmails(env, result.emailKeys);
  return result.row;
}

/**
 * /api/bookings: lists, accept, decline, cancel (the two sides of each booking only). Signed in and
 * not banned for every path of the group, so even a malformed one answers 401/403 before its 404;
 * the GET checks the actor in its first round trip (requireUserRead).
 */
export const bookingRoutes = new Hono<AuthedEnv>()
  .use(requireUserRead)
  .get('/', validate('query', bookingListQuerySchema), async (c) => {
    const view = c.req.valid('query');
    const cursor = cursorOfQuery(view.cursor);
    const now = new Date();
    const { page, next } = await listBookings(c.get('db'), c.get('actor').id, view, now, cursor);
    return c.json<BookingListResponse>({
      bookings: page.map((row) => toBooking(row, view.as, now)),
      next_cursor: next,
    });
  })
  .post('/:bookingId/accept', validate('param', bookingParam), async (c) => {
    const row = await decide(c.env, c.get('db'), c.get('actor').id, c.req.valid('param').bookingId, {
      kind: 'accept',
    });
    return c.json<BookingResponse>({ booking: toBooking(row, 'trainer', new Date()), message: BOOKING_TEXT.accepted });
  })
  .post('/:bookingId/decline', validate('param', bookingParam), validate('json', declineBookingSchema), async (c) => {
    const row = await decide(c.env, c.get('db'), c.get('actor').id, c.req.valid('param').bookingId, {
      kind: 'decline',
      message: c.req.valid('json').message,
    });
    return c.json<BookingResponse>({
      booking: toBooking(row, 'trainer', new Date()),
      message: BOOKING_TEXT.declined,
    });
  })
  .post('/:bookingId/cancel', validate('param', bookingParam), validate('json', cancelBookingSchema), async (c) => {
    const db = c.get('db');
    const { row, side } = await bookingOfActor(db, c.get('actor').id, c.req.valid('param').bookingId);
    const refusal = cancelRefusal(row, side, new Date());
    if (refusal === 'not_cancellable') throw notCancellable();
    if (refusal === 'too_late') throw new ApiError(409, 'too_late', BOOKING_TEXT.cancelTooLate);
    const cancelled = await settle(
      c.env,
      db,
      row,
      { kind: 'cancel', by: side, reason: c.req.valid('json').reason, noticeHours: row.cancel_notice_hours ?? 0 },
      notCancellable,
    );
    return c.json<BookingResponse>({
      booking: toBooking(cancelled, side, new Date()),
      message: BOOKING_TEXT.cancelled,
    });
  });
