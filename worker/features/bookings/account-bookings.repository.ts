import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { bookings, trainers } from '#worker/db/schema';
import { bookingEmailStatements } from './booking-emails.repository';
import { isLivePending } from './booking-rows.repository';

// What the account feature's deletion and data export take from this feature (through its face).

/** The reason the other side reads when a session goes with an account. */
export const ACCOUNT_DELETED_REASON = 'Account deleted';

/** The bookings of an account's trainer profile (at most one: trainers.user_id is unique), as one value, so SQLite ranges over one trainer's index entries in order. */
const ofTrainerOf = (db: Database, userId: string) =>
  eq(bookings.trainerId, sql`(${db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, userId))})`);

/**
 * For the deletion batch (before the account's own rows change, so the emails name who it was): the
 * account's live bookings that have not started are cancelled, by the learner for its requests and
 * sessions, by the trainer for those of its trainer profile (each a calendar update, SEQUENCE + 1),
 * and the other side of each gets the booking_cancelled email. `at` stamps the cancellations, so the
 * emails find exactly the bookings this batch cancelled. Each write is an index range of this
 * account's rows (learner_user_id, start_at) or of its trainer's live ones. Returns the statements;
 * the caller hands the written keys (emailKeysOf) to the queue after the batch.
 */
export function cancelBookingsOfDeletedAccount(db: Database, userId: string, at: string): BatchItem<'sqlite'>[] {
  // Written as the partial index's own condition (literals), so SQLite can range over the trainer's live bookings.
  const liveIndex = sql`${bookings.status} IN ('pending','accepted')`;
  const live = sql`(${bookings.status} = 'accepted' OR ${isLivePending(at)})`;
  const cancel = (by: 'learner' | 'trainer', owner: SQL, index?: SQL) =>
    db
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: at,
        cancelledBy: by,
        cancelReason: ACCOUNT_DELETED_REASON,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: at,
      })
      .where(and(owner, index, live, gt(bookings.startAt, at)));
  const cancelledHere = (by: 'learner' | 'trainer', owner: SQL) =>
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(owner, eq(bookings.cancelledBy, by), eq(bookings.cancelledAt, at)));
  const asLearner = eq(bookings.learnerUserId, userId);
  const asTrainer = ofTrainerOf(db, userId);
  return [
    cancel('learner', asLearner),
    cancel('trainer', asTrainer, liveIndex),
    ...bookingEmailStatements(db, cancelledHere('learner', asLearner), 'cancelled', ['trainer']),
    ...bookingEmailStatements(db, cancelledHere('trainer', asTrainer), 'cancelled', ['learner']),
  ];
}

/** For the data export: the sessions this account asked for, newest first (the trainer's answers included: they are about its requests). */
export function myBookingsQuery(db: Database, userId: string) {
  return db
    .select({
      trainer_slug: trainers.slug,
      service: bookings.serviceTitle,
      duration_minutes: bookings.durationMinutes,
      price: bookings.price,
      currency: bookings.currency,
      start: bookings.startAt,
      end: bookings.endAt,
      status: bookings.status,
      note: bookings.note,
      time_zone: bookings.learnerTimeZone,
      decline_message: bookings.declineMessage,
      cancelled_by: bookings.cancelledBy,
      cancel_reason: bookings.cancelReason,
      created_at: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(trainers, eq(trainers.id, bookings.trainerId))
    .where(eq(bookings.learnerUserId, userId))
    .orderBy(desc(bookings.startAt));
}

/**
 * For the data export of a trainer: the sessions booked with their trainer profile, newest first,
 * without the learners' names or notes (those are the learners' data).
 */
export function myTrainerBookingsQuery(db: Database, userId: string) {
  return db
    .select({
      service: bookings.serviceTitle,
      duration_minutes: bookings.durationMinutes,
      price: bookings.price,
      currency: bookings.currency,
      start: bookings.startAt,
      end: bookings.endAt,
      status: bookings.status,
      decline_message: bookings.declineMessage,
      cancelled_by: bookings.cancelledBy,
      cancel_reason: bookings.cancelReason,
      created_at: bookings.createdAt,
    })
    .from(bookings)
    .where(ofTrainerOf(db, userId))
    .orderBy(desc(bookings.startAt));
}
