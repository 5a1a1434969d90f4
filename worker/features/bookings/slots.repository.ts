import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { BOOKING_LIMITS } from '#shared/api/bookings';
import { SERVICE_LIMITS } from '#shared/api/manage-profile';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { bookings, services, trainerAvailability, trainers } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import type { BusyBooking, SlotRules } from './slots';

/**
 * How far before a window a live booking may start and still touch a slot in it (the longest session
 * plus the largest buffer), and after its end likewise: the range read of bookings_trainer_live_idx.
 */
const REACH_MS = (SERVICE_LIMITS.durationMax + BOOKING_LIMITS.bufferMinutesMax) * 60_000;

/**
 * The live bookings (pending and not expired, or accepted) of a trainer that can overlap a slot
 * starting in [from, to), buffers included: one range of bookings_trainer_live_idx. The status
 * condition is written out as the index's own, so SQLite can use the partial index.
 */
export function liveBookingsQuery(db: Database, trainerId: number, from: Date, to: Date) {
  return db
    .select({ start: bookings.startAt, end: bookings.endAt, bufferMinutes: bookings.bufferMinutes })
    .from(bookings)
    .where(
      and(
        eq(bookings.trainerId, trainerId),
        sql`${bookings.status} IN ('pending','accepted')`,
        gt(bookings.startAt, new Date(from.getTime() - REACH_MS).toISOString()),
        lt(bookings.startAt, new Date(to.getTime() + REACH_MS).toISOString()),
        // As the overlap triggers: a pending request past its expiry no longer holds its slot.
        sql`NOT (${bookings.status} = 'pending' AND ${bookings.expiresAt} IS NOT NULL AND ${bookings.expiresAt} <= ${dbNow})`,
      ),
    );
}

/** The public trainer, the asked service if it is theirs, and their availability: one row by keys. */
function slotHeaderQuery(db: Database, trainerId: number, serviceId: number) {
  return db
    .select({
      trainer_id: trainers.id,
      // Named apart from trainers.id: batch rows are keyed by column name (worker/db/README.md).
      service_id: sql<number | null>`${services.id}`.as('service_id'),
      title: services.title,
      duration_minutes: services.durationMinutes,
      bookable: services.bookable,
      time_zone: trainerAvailability.timeZone,
      weekly: trainerAvailability.weekly,
      overrides: trainerAvailability.overrides,
      min_notice_hours: trainerAvailability.minNoticeHours,
      horizon_days: trainerAvailability.horizonDays,
      buffer_minutes: trainerAvailability.bufferMinutes,
    })
    .from(trainers)
    .leftJoin(services, and(eq(services.id, serviceId), eq(services.trainerId, trainers.id)))
    .leftJoin(trainerAvailability, eq(trainerAvailability.trainerId, trainers.id))
    .where(and(eq(trainers.id, trainerId), isPublicTrainer));
}

export type SlotSource =
  | { kind: 'trainer_not_found' }
  | { kind: 'service_not_found' }
  | { kind: 'not_bookable' }
  | { kind: 'not_available' }
  | {
      kind: 'ok';
      service: { id: number; title: string; duration_minutes: number };
      rules: SlotRules;
      bookings: BusyBooking[];
    };

/** Everything the slots of one service in [from, to) depend on, in one round trip. */
export async function loadSlotSource(
  db: Database,
  trainerId: number,
  serviceId: number,
  from: Date,
  to: Date,
): Promise<SlotSource> {
  const [[row], busy] = await db.batch([
    slotHeaderQuery(db, trainerId, serviceId),
    liveBookingsQuery(db, trainerId, from, to),
  ]);
  if (!row) return { kind: 'trainer_not_found' };
  if (row.service_id === null || row.title === null || row.duration_minutes === null) {
    return { kind: 'service_not_found' };
  }
  if (!row.bookable) return { kind: 'not_bookable' };
  const { time_zone, weekly, overrides, min_notice_hours, horizon_days, buffer_minutes } = row;
  if (
    time_zone === null ||
    weekly === null ||
    overrides === null ||
    min_notice_hours === null ||
    horizon_days === null ||
    buffer_minutes === null
  ) {
    return { kind: 'not_available' };
  }
  return {
    kind: 'ok',
    service: { id: row.service_id, title: row.title, duration_minutes: row.duration_minutes },
    rules: {
      timeZone: time_zone,
      weekly,
      overrides,
      minNoticeHours: min_notice_hours,
      horizonDays: horizon_days,
      bufferMinutes: buffer_minutes,
    },
    bookings: busy,
  };
}
