import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { bookings } from '#worker/db/schema';
import { bookingEmailStatements, emailKeysOf } from './booking-emails.repository';

// What happens to bookings on its own (the cron job, booking-lifecycle.job.ts): pending requests
// lapse, accepted sessions get their reminder and then become completed (the learner asked for a review). Each page reads due rows
// as a range of its partial index (its condition written as literals, so SQLite matches it: a bound
// parameter is seen too late), then writes in one batch whose every statement names the state it
// changes, so a re-run or two overlapping runs change nothing twice; the emails are keyed per event.

const HOUR = 3_600_000;

/** Pending requests past their expiry, the earliest first: a range of bookings_pending_expiry_idx. */
export async function dueExpiries(db: Database, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sql`${bookings.status} = 'pending'`, lte(bookings.expiresAt, now)))
    .orderBy(asc(bookings.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Of the ids read, those still the state the page read them in (the emails' rows). */
const pageOf = (db: Database, ids: number[]) =>
  db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, ids));

/**
 * One batch: the requests still pending and past their expiry become expired (their calendar
 * file's SEQUENCE moves on), and each learner gets the booking_expired email.
 */
export async function expireBookings(db: Database, ids: number[], now: string) {
  const [expired, ...emails] = await db.batch([
    db
      .update(bookings)
      .set({ status: 'expired', sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
      .where(and(inArray(bookings.id, ids), eq(bookings.status, 'pending'), lte(bookings.expiresAt, now)))
      .returning({ id: bookings.id }),
    ...bookingEmailStatements(db, pageOf(db, ids), 'expired'),
  ]);
  return { changed: expired.length, emailKeys: emailKeysOf(emails) };
}

/** Accepted sessions not yet reminded that start in (now, now + 24 h], the soonest first: a range of bookings_reminder_idx. */
export async function dueReminders(db: Database, now: Date, withinHours: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`${bookings.status} = 'accepted' AND ${bookings.remindedAt} IS NULL`,
        gt(bookings.startAt, now.toISOString()),
        lte(bookings.startAt, new Date(now.getTime() + withinHours * HOUR).toISOString()),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One batch: the sessions still accepted, not reminded and not started are marked reminded, and both sides get the booking_reminder email. */
export async function remindBookings(db: Database, ids: number[], now: string) {
  const [reminded, ...emails] = await db.batch([
    db
      .update(bookings)
      .set({ remindedAt: now, updatedAt: now })
      .where(
        and(
          inArray(bookings.id, ids),
          eq(bookings.status, 'accepted'),
          isNull(bookings.remindedAt),
          gt(bookings.startAt, now),
        ),
      )
      .returning({ id: bookings.id }),
    ...bookingEmailStatements(db, pageOf(db, ids), 'reminder'),
  ]);
  return { changed: reminded.length, emailKeys: emailKeysOf(emails) };
}

/** Accepted sessions that have ended, the earliest ended first: a range of bookings_accepted_end_idx. */
export async function dueCompletions(db: Database, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sql`${bookings.status} = 'accepted'`, lte(bookings.endAt, now)))
    .orderBy(asc(bookings.endAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One batch: the sessions still accepted and ended become completed (the verified-review count
 * follows by trigger, 0026), and each learner who has not reviewed the trainer is asked to
 * (booking_review_request, optional).
 */
export async function completeBookings(db: Database, ids: number[], now: string) {
  const [completed, ...emails] = await db.batch([
    db
      .update(bookings)
      .set({ status: 'completed', updatedAt: now })
      .where(and(inArray(bookings.id, ids), eq(bookings.status, 'accepted'), lte(bookings.endAt, now)))
      .returning({ id: bookings.id }),
    ...bookingEmailStatements(db, pageOf(db, ids), 'review_request'),
  ]);
  return { changed: completed.length, emailKeys: emailKeysOf(emails) };
}
