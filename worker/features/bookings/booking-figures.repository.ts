import { and, count, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '#worker/db/client';
import { bookings, trainers } from '#worker/db/schema';

// What the other features show of bookings (through this feature's face): the trainer's analytics,
// the admin overview, the "Verified session" mark on reviews.

/** Statuses that were accepted by the trainer at some point (a cancelled one only if decided first). */
const TAKEN = ['accepted', 'completed'] as const;

/**
 * The session requests learners made to the actor's own trainer profile in [start, end), with how
 * many the trainer decided (accepted or declined: `decided_at` set) and how many of those were
 * accepted (accepted, completed, or cancelled after the accept): a range of (trainer_id, created_at).
 */
export function myRequestFiguresQuery(db: Database, actorId: string, start: string, end: string) {
  return db
    .select({
      requests: count(),
      decided: sql<number>`count(${bookings.decidedAt})`.mapWith(Number),
      accepted:
        sql<number>`coalesce(sum(${bookings.decidedAt} IS NOT NULL AND ${bookings.status} IN ('accepted','completed','cancelled')), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(trainers, eq(trainers.id, bookings.trainerId))
    .where(and(eq(trainers.userId, actorId), gte(bookings.createdAt, start), lt(bookings.createdAt, end)));
}

/** The actor's sessions (accepted or completed) starting in [start, end): a range of (trainer_id, start_at). */
export function mySessionsQuery(db: Database, actorId: string, start: string, end: string) {
  return db
    .select({ sessions: count() })
    .from(bookings)
    .innerJoin(trainers, eq(trainers.id, bookings.trainerId))
    .where(
      and(
        eq(trainers.userId, actorId),
        gte(bookings.startAt, start),
        lt(bookings.startAt, end),
        inArray(bookings.status, TAKEN),
      ),
    );
}

const RATE_DECIMALS = 4;

/** The analytics card figures from the two reads above; the acceptance rate is null before any decision. */
export function sessionFigures(
  requests: { requests: number; decided: number; accepted: number } | undefined,
  sessions: { sessions: number } | undefined,
) {
  const decided = requests?.decided ?? 0;
  const accepted = requests?.accepted ?? 0;
  return {
    requests: requests?.requests ?? 0,
    decided,
    accepted,
    acceptance_rate: decided > 0 ? Math.round((accepted / decided) * 10 ** RATE_DECIMALS) / 10 ** RATE_DECIMALS : null,
    sessions: sessions?.sessions ?? 0,
  };
}

/** Sessions booked since `since` (the admin overview's week): requests still live or taken, a range of the creation-time index. */
export function sessionsBookedSinceQuery(db: Database, since: SQL<string> | string) {
  return db
    .select({ n: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, since), inArray(bookings.status, ['pending', ...TAKEN])));
}

/**
 * Whether `userId` had a completed session with `trainerId` (columns of the caller's query): the
 * "Verified session" mark of a review. One probe of bookings_completed_pair_idx, whose condition
 * SQLite only matches against a literal status (a bound one is seen too late).
 */
export function hadCompletedSession(db: Database, trainerId: SQLiteColumn, userId: SQLiteColumn) {
  const completed = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.trainerId, trainerId), eq(bookings.learnerUserId, userId), sql`${bookings.status} = 'completed'`),
    );
  return sql<boolean>`${exists(completed)}`.mapWith(Boolean);
}
