import { and, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import { SERVICE_LIMITS } from '#shared/api/manage-profile';
import type { Database } from '#worker/db/client';
import { bookings, services, trainerAvailability, trainers } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import { bookingEmailStatements, emailKeysOf } from './booking-emails.repository';
import { type BookingRow, bookingRowsQuery, isLivePending } from './booking-rows.repository';

// A learner's request: what it is checked against (one round trip), and the one batch that stores
// it with the trainer's email. The overlap triggers of 0024 refuse the insert when another live
// booking took the time meanwhile, whatever this code read.

const MINUTE = 60_000;

/** The booking this learner stored under this key (a retry finds it). */
function storedQuery(db: Database, learnerId: string, key: string) {
  return bookingRowsQuery(db).where(and(eq(bookings.learnerUserId, learnerId), eq(bookings.idempotencyKey, key)));
}

/** The one booking a learner's key names, as a subquery (the unique index finds it). */
function keyedBookingIds(db: Database, learnerId: string, key: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.learnerUserId, learnerId), eq(bookings.idempotencyKey, key)));
}

export interface RequestTarget {
  learnerId: string;
  trainerId: number;
  serviceId: number;
  start: Date;
  key: string;
  now: Date;
}

/**
 * Before a request, in one round trip: a booking already stored under the key, the trainer (public
 * only), the service if it is theirs, their booking settings, and their live bookings near the start
 * (a range of the live partial index, wide enough for the longest session and buffer on either side).
 */
export async function requestState(db: Database, target: RequestTarget) {
  const reach = (SERVICE_LIMITS.durationMax + 240) * MINUTE;
  const at = target.now.toISOString();
  const [[stored], [trainer], [service], [availability], busy] = await db.batch([
    storedQuery(db, target.learnerId, target.key),
    db
      .select({ id: trainers.id, userId: trainers.userId })
      .from(trainers)
      .where(and(eq(trainers.id, target.trainerId), isPublicTrainer)),
    db
      .select({
        id: services.id,
        title: services.title,
        durationMinutes: services.durationMinutes,
        price: services.price,
        currency: services.currency,
        bookable: services.bookable,
      })
      .from(services)
      .where(and(eq(services.id, target.serviceId), eq(services.trainerId, target.trainerId))),
    db.select().from(trainerAvailability).where(eq(trainerAvailability.trainerId, target.trainerId)),
    db
      .select({ start: bookings.startAt, end: bookings.endAt, bufferMinutes: bookings.bufferMinutes })
      .from(bookings)
      .where(
        and(
          eq(bookings.trainerId, target.trainerId),
          // The partial index's own condition, in literals, so SQLite can use it.
          sql`${bookings.status} IN ('pending','accepted')`,
          gt(bookings.startAt, new Date(target.start.getTime() - reach).toISOString()),
          lt(bookings.startAt, new Date(target.start.getTime() + reach).toISOString()),
          or(eq(bookings.status, 'accepted'), isLivePending(at)) as SQL,
        ),
      ),
  ]);
  return { stored, trainer, service, availability, busy };
}

export async function findStoredRequest(db: Database, learnerId: string, key: string): Promise<BookingRow | undefined> {
  return storedQuery(db, learnerId, key).get();
}

export interface NewBooking {
  trainerId: number;
  learnerId: string;
  service: { id: number; title: string; durationMinutes: number; price: number; currency: string };
  start: Date;
  end: Date;
  bufferMinutes: number;
  note: string | null;
  learnerTimeZone: string;
  key: string;
  expiresAt: Date;
}

/**
 * Stores the request, the trainer's email and reads it back, in one batch. Throws the D1 error when
 * the overlap trigger (or the key's unique index) refuses the insert: nothing is then written.
 */
export async function storeRequest(
  db: Database,
  booking: NewBooking,
): Promise<{ row: BookingRow; emailKeys: string[] }> {
  const [, ...rest] = await db.batch([
    db.insert(bookings).values({
      trainerId: booking.trainerId,
      learnerUserId: booking.learnerId,
      serviceId: booking.service.id,
      serviceTitle: booking.service.title,
      durationMinutes: booking.service.durationMinutes,
      price: booking.service.price,
      currency: booking.service.currency,
      startAt: booking.start.toISOString(),
      endAt: booking.end.toISOString(),
      bufferMinutes: booking.bufferMinutes,
      note: booking.note,
      learnerTimeZone: booking.learnerTimeZone,
      idempotencyKey: booking.key,
      expiresAt: booking.expiresAt.toISOString(),
    }),
    ...bookingEmailStatements(db, keyedBookingIds(db, booking.learnerId, booking.key), 'requested'),
    storedQuery(db, booking.learnerId, booking.key),
  ]);
  const [row] = rest.pop() as BookingRow[];
  if (!row) throw new Error('A stored request was not read back');
  return { row, emailKeys: emailKeysOf(rest) };
}
