import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Booking, BookingStatus } from '#shared/api/bookings';
import type { Database } from '#worker/db/client';
import { bookings, profiles, reviews, trainerAvailability, trainers, users } from '#worker/db/schema';

// What the reads and writes of bookings select alike: a booking with both sides, as `Booking`.

const ownerProfile = alias(profiles, 'owner_profile');
const learnerProfile = alias(profiles, 'learner_profile');
const learnerAccount = alias(users, 'learner_account');

/** Every column named apart: a batch keys rows by column name (worker/db/README.md, pitfalls). */
const bookingColumns = {
  booking_id: sql<number>`${bookings.id}`.as('booking_id'),
  status: bookings.status,
  start_at: bookings.startAt,
  end_at: bookings.endAt,
  sequence: bookings.sequence,
  trainer_id: bookings.trainerId,
  trainer_user_id: trainers.userId,
  trainer_slug: trainers.slug,
  trainer_name: sql<string>`${ownerProfile.fullName}`.as('trainer_name'),
  trainer_image: sql<string | null>`${ownerProfile.profileImage}`.as('trainer_image'),
  trainer_time_zone: sql<string | null>`${trainerAvailability.timeZone}`.as('trainer_time_zone'),
  cancel_notice_hours: sql<number | null>`${trainerAvailability.cancelNoticeHours}`.as('cancel_notice_hours'),
  learner_user_id: bookings.learnerUserId,
  learner_name: sql<string | null>`${learnerProfile.fullName}`.as('learner_name'),
  learner_image: sql<string | null>`${learnerProfile.profileImage}`.as('learner_image'),
  learner_deleted_at: sql<string | null>`${learnerAccount.deletedAt}`.as('learner_deleted_at'),
  service_id: bookings.serviceId,
  service_title: bookings.serviceTitle,
  duration_minutes: bookings.durationMinutes,
  price: bookings.price,
  currency: bookings.currency,
  note: bookings.note,
  learner_time_zone: bookings.learnerTimeZone,
  expires_at: bookings.expiresAt,
  decline_message: bookings.declineMessage,
  cancelled_by: bookings.cancelledBy,
  cancel_reason: bookings.cancelReason,
  // One probe of reviews_trainer_reviewer_idx per row.
  reviewed:
    sql<number>`exists (select 1 from ${reviews} where ${reviews.trainerId} = ${bookings.trainerId} and ${reviews.reviewerId} = ${bookings.learnerUserId})`.as(
      'reviewed',
    ),
  booking_created_at: sql<string>`${bookings.createdAt}`.as('booking_created_at'),
};

export interface BookingRow {
  booking_id: number;
  status: BookingStatus;
  start_at: string;
  end_at: string;
  sequence: number;
  trainer_id: number;
  trainer_user_id: string;
  trainer_slug: string;
  trainer_name: string;
  trainer_image: string | null;
  trainer_time_zone: string | null;
  cancel_notice_hours: number | null;
  learner_user_id: string;
  learner_name: string | null;
  learner_image: string | null;
  learner_deleted_at: string | null;
  service_id: number | null;
  service_title: string;
  duration_minutes: number;
  price: number;
  currency: string;
  note: string | null;
  learner_time_zone: string;
  expires_at: string | null;
  decline_message: string | null;
  cancelled_by: 'learner' | 'trainer' | null;
  cancel_reason: string | null;
  /** 1 when the learner has reviewed the trainer (SQLite's boolean). */
  reviewed: number;
  booking_created_at: string;
}

/** The booking's columns with both sides joined by their keys; the caller adds the WHERE. */
export function bookingRowsQuery(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(trainers, eq(trainers.id, bookings.trainerId))
    .innerJoin(ownerProfile, eq(ownerProfile.id, trainers.userId))
    .leftJoin(trainerAvailability, eq(trainerAvailability.trainerId, bookings.trainerId))
    .leftJoin(learnerProfile, eq(learnerProfile.id, bookings.learnerUserId))
    .leftJoin(learnerAccount, eq(learnerAccount.id, bookings.learnerUserId));
}

/** The one booking by its id (any viewer: the caller checks who is asking). */
export function bookingByIdQuery(db: Database, bookingId: number | SQL) {
  return bookingRowsQuery(db).where(eq(bookings.id, bookingId));
}

/** A pending request still holds its slot until it lapses: the overlap triggers' rule, at `now`. */
export function isLivePending(now: string | SQL): SQL {
  return and(eq(bookings.status, 'pending'), or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now))) as SQL;
}

export type BookingSide = 'learner' | 'trainer';

/** The viewer's side of a booking, or null when it is not theirs. */
export function sideOf(row: BookingRow, actorId: string): BookingSide | null {
  if (row.learner_user_id === actorId) return 'learner';
  if (row.trainer_user_id === actorId) return 'trainer';
  return null;
}

const HOUR = 3_600_000;

/** A pending request whose expiry has passed: it is over, whatever the expiry job has written yet. */
export function hasLapsed(row: Pick<BookingRow, 'status' | 'expires_at'>, now: Date): boolean {
  return row.status === 'pending' && row.expires_at !== null && row.expires_at <= now.toISOString();
}

/** Why `side` may not cancel now (null: they may). */
export function cancelRefusal(row: BookingRow, side: BookingSide, now: Date): 'not_cancellable' | 'too_late' | null {
  const live = row.status === 'accepted' || (row.status === 'pending' && !hasLapsed(row, now));
  if (!live || row.start_at <= now.toISOString()) return 'not_cancellable';
  // The trainer's notice binds the learner on an accepted session; a request can always be withdrawn.
  if (side === 'learner' && row.status === 'accepted') {
    const notice = (row.cancel_notice_hours ?? 0) * HOUR;
    if (Date.parse(row.start_at) - now.getTime() < notice) return 'too_late';
  }
  return null;
}

/** A booking as `side` sees it at `now`. */
export function toBooking(row: BookingRow, side: BookingSide, now: Date): Booking {
  return {
    id: row.booking_id,
    // A lapsed request shows as what the expiry job will make it.
    status: hasLapsed(row, now) ? 'expired' : row.status,
    start: row.start_at,
    end: row.end_at,
    trainer: {
      id: row.trainer_id,
      slug: row.trainer_slug,
      full_name: row.trainer_name,
      profile_image: row.trainer_image,
      time_zone: row.trainer_time_zone ?? 'UTC',
    },
    learner:
      row.learner_deleted_at !== null || row.learner_name === null
        ? null
        : { full_name: row.learner_name, profile_image: row.learner_image },
    service: {
      id: row.service_id,
      title: row.service_title,
      duration_minutes: row.duration_minutes,
      price: row.price,
      currency: row.currency,
    },
    note: row.note,
    learner_time_zone: row.learner_time_zone,
    expires_at: row.expires_at,
    decline_message: row.decline_message,
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    can_cancel: cancelRefusal(row, side, now) === null,
    reviewed: Boolean(row.reviewed),
    created_at: row.booking_created_at,
  };
}
