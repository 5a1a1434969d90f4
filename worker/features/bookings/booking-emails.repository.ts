import { and, eq, gt, inArray, isNull, notExists, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alias } from 'drizzle-orm/sqlite-core';
import type { BookingStatus } from '#shared/api/bookings';
import type { Database } from '#worker/db/client';
import { insertSelection } from '#worker/db/insert-select';
import { bookings, emailOutbox, profiles, reviews, trainerAvailability, trainers, users } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import type { EmailTemplate } from '#worker/platform/email/email-content';

// The emails of a session (issue #42), written to the outbox by SQL in the batch that changes the
// booking, AFTER the change: each reads the booking as the batch left it (its new sequence) and is
// written only when the booking is in the state its email tells, so a change that did not happen
// (another tab was first) writes no email. Keyed per event, so a retry or a second job run writes none.

export type BookingEmailKind =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'reminder'
  | 'review_request';
export type BookingSide = 'learner' | 'trainer';

const TEMPLATES = {
  requested: 'booking_requested',
  accepted: 'booking_accepted',
  declined: 'booking_declined',
  expired: 'booking_expired',
  cancelled: 'booking_cancelled',
  reminder: 'booking_reminder',
  review_request: 'booking_review_request',
} as const satisfies Record<BookingEmailKind, EmailTemplate>;

/** The state the booking is in when its email is due. */
const STATUS: Record<BookingEmailKind, BookingStatus> = {
  requested: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  cancelled: 'cancelled',
  reminder: 'accepted',
  review_request: 'completed',
};

/**
 * Who is told. Every email that changes the session's calendar entry goes to both sides, so each
 * calendar holds the same event: the trainer's tentative request is confirmed or removed too, and the
 * side that cancels gets the CANCEL for its own calendar. A request tells the trainer (the learner
 * sees it on screen), a session over asks the learner for a review.
 */
const RECIPIENTS: Record<BookingEmailKind, readonly BookingSide[]> = {
  requested: ['trainer'],
  accepted: ['learner', 'trainer'],
  declined: ['learner', 'trainer'],
  expired: ['learner', 'trainer'],
  cancelled: ['learner', 'trainer'],
  reminder: ['learner', 'trainer'],
  review_request: ['learner'],
};

/** The outbox key of a booking's email: one per event and side (a retry, or a second job run, writes none). */
export function bookingEmailKey(kind: BookingEmailKind, bookingId: number, side: BookingSide): string {
  return `booking_${kind}:${bookingId}:${side}`;
}

const recipientAccount = alias(users, 'recipient_account');
const recipientProfile = alias(profiles, 'recipient_profile');
const counterpartProfile = alias(profiles, 'counterpart_profile');
const laterSession = alias(bookings, 'later_session');

/** The deleted-account name the emails use when the other side's profile is gone. */
const FORMER_MEMBER = 'A former member';

/** Which bookings: one id, or a subquery of ids (a booking just inserted in the same batch, a job's due rows). */
export type BookingRef = number | SQLWrapper;

/**
 * A review request is worth sending while the trainer's profile is public (the link opens it) and
 * the learner has not reviewed them (reviews_trainer_reviewer_idx). Of the pair's sessions completed
 * in one page, only the latest asks (bookings_completed_pair_idx): one email, not one per session.
 */
function reviewStillWanted(db: Database): SQL | undefined {
  return and(
    isPublicTrainer,
    notExists(
      db
        .select({ one: sql`1` })
        .from(reviews)
        .where(and(eq(reviews.trainerId, bookings.trainerId), eq(reviews.reviewerId, bookings.learnerUserId))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(laterSession)
        .where(
          and(
            eq(laterSession.trainerId, bookings.trainerId),
            eq(laterSession.learnerUserId, bookings.learnerUserId),
            // A literal, as the partial index's condition is written, so SQLite uses it.
            sql`${laterSession.status} = 'completed'`,
            gt(laterSession.endAt, bookings.endAt),
          ),
        ),
    ),
  );
}

function emailTo(db: Database, kind: BookingEmailKind, side: BookingSide, ref: BookingRef) {
  const recipientId = side === 'learner' ? bookings.learnerUserId : trainers.userId;
  const counterpartId = side === 'learner' ? trainers.userId : bookings.learnerUserId;
  // The trainer reads times in the zone of their availability; the learner in the zone they asked from.
  const timeZone =
    side === 'learner' ? sql`${bookings.learnerTimeZone}` : sql`coalesce(${trainerAvailability.timeZone}, 'UTC')`;
  const key = sql`${`booking_${kind}:`} || ${bookings.id} || ${`:${side}`}`;
  const extra: Record<BookingEmailKind, SQL> = {
    requested: sql`, 'note', ${bookings.note}`,
    accepted: sql``,
    declined: sql`, 'message', ${bookings.declineMessage}`,
    expired: sql``,
    cancelled: sql`, 'reason', ${bookings.cancelReason}, 'cancelledBy', ${bookings.cancelledBy}`,
    reminder: sql``,
    review_request: sql`, 'slug', ${trainers.slug}`,
  };
  return db
    .insert(emailOutbox)
    .select((qb) =>
      qb
        .select(
          insertSelection(emailOutbox, {
            idempotencyKey: key,
            toEmail: recipientAccount.email,
            template: TEMPLATES[kind],
            // A payload built per row (worker/db/README.md: raw SQL where the builder has no words).
            payload: sql`json_object('name', ${recipientProfile.fullName}, 'userId', ${recipientAccount.id},
              'role', ${side}, 'bookingId', ${bookings.id},
              'counterpart', coalesce(${counterpartProfile.fullName}, ${FORMER_MEMBER}),
              'service', ${bookings.serviceTitle}, 'start', ${bookings.startAt}, 'end', ${bookings.endAt},
              'timeZone', ${timeZone}, 'sequence', ${bookings.sequence}${extra[kind]})`,
            enqueuedAt: new Date().toISOString(),
          }),
        )
        .from(bookings)
        .innerJoin(trainers, eq(trainers.id, bookings.trainerId))
        .innerJoin(recipientAccount, eq(recipientAccount.id, recipientId))
        .innerJoin(recipientProfile, eq(recipientProfile.id, recipientId))
        .leftJoin(counterpartProfile, eq(counterpartProfile.id, counterpartId))
        .leftJoin(trainerAvailability, eq(trainerAvailability.trainerId, bookings.trainerId))
        .where(
          and(
            typeof ref === 'number' ? eq(bookings.id, ref) : inArray(bookings.id, ref),
            eq(bookings.status, STATUS[kind]),
            // A deleted account gets no email (its address is a placeholder no mail reaches anyway).
            isNull(recipientAccount.deletedAt),
            kind === 'review_request' ? reviewStillWanted(db) : undefined,
          ),
        ),
    )
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ key: emailOutbox.idempotencyKey });
}

/**
 * The statements that write a booking event's emails, for the batch that makes the event (put them
 * after the booking's own write). Each returns the keys it wrote (`{ key }` rows), to hand to
 * `dispatchEmails` once the batch has committed: `emailKeysOf(results)`. `sides` narrows the kind's
 * recipients (an account's deletion tells only the other side).
 */
export function bookingEmailStatements(
  db: Database,
  ref: BookingRef,
  kind: BookingEmailKind,
  sides: readonly BookingSide[] = RECIPIENTS[kind],
): [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] {
  const [first, ...rest] = sides.map((side) => emailTo(db, kind, side, ref));
  if (!first) throw new Error(`No recipient for booking email ${kind}`);
  return [first, ...rest];
}

/** The keys the email statements of a batch wrote, from their results (any other result is ignored). */
export function emailKeysOf(results: readonly unknown[]): string[] {
  return results.flatMap((result) =>
    Array.isArray(result)
      ? result.flatMap((row: unknown) =>
          row !== null && typeof row === 'object' && 'key' in row && typeof row.key === 'string' ? [row.key] : [],
        )
      : [],
  );
}
