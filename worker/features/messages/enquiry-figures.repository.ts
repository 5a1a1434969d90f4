import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { dbNowShifted } from '#worker/db/clock';
import { conversations, trainers } from '#worker/db/schema';

// What the other features show of enquiries (through this feature's face): the trainer's analytics,
// the admin overview, the public profile's reply time.

/**
 * The enquiries learners started with the actor's own trainer profile in [start, end), each with
 * the trainer's first reply (null: not answered): a range of (trainer_id, created_at).
 */
export function myEnquiriesQuery(db: Database, actorId: string, start: string, end: string) {
  return db
    .select({ created_at: conversations.createdAt, first_reply_at: conversations.firstReplyAt })
    .from(conversations)
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .where(and(eq(trainers.userId, actorId), gte(conversations.createdAt, start), lt(conversations.createdAt, end)));
}

/** Enquiries started since `since` (the admin overview's week): a range of the creation-time index. */
export function enquiriesSinceQuery(db: Database, since: SQL<string> | string) {
  return db.select({ n: count() }).from(conversations).where(gte(conversations.createdAt, since));
}

/** "Usually replies within N hours" needs this many answered enquiries in the window. */
export const REPLY_TIME_MIN_ANSWERED = 3;
const REPLY_TIME_WINDOW = '-90 days';
/** The latest enquiries read for it: the read stays bounded for a trainer with thousands. */
const REPLY_TIME_LATEST = 200;

/**
 * For the profile's batch: of the trainer's latest enquiries of the last 90 days (at most 200, a
 * backwards range of (trainer_id, created_at)), the answered ones with their first-reply time.
 */
export function replyTimesQuery(db: Database, trainerId: SQL) {
  const latest = db
    .select({ createdAt: conversations.createdAt, firstReplyAt: conversations.firstReplyAt })
    .from(conversations)
    .where(and(eq(conversations.trainerId, trainerId), gte(conversations.createdAt, dbNowShifted(REPLY_TIME_WINDOW))))
    .orderBy(desc(conversations.createdAt))
    .limit(REPLY_TIME_LATEST)
    .as('latest');
  return db
    .select({ created_at: latest.createdAt, first_reply_at: latest.firstReplyAt })
    .from(latest)
    .where(isNotNull(latest.firstReplyAt));
}

/** Whole hours, rounded up (at least 1), of the median first reply; null under the minimum of answered enquiries. */
export function usualReplyHours(rows: { created_at: string; first_reply_at: string | null }[]): number | null {
  const hours = rows
    .flatMap((row) =>
      row.first_reply_at === null ? [] : [(Date.parse(row.first_reply_at) - Date.parse(row.created_at)) / 3_600_000],
    )
    .sort((a, b) => a - b);
  if (hours.length < REPLY_TIME_MIN_ANSWERED) return null;
  const middle = Math.floor(hours.length / 2);
  const median = hours.length % 2 ? (hours[middle] ?? 0) : ((hours[middle - 1] ?? 0) + (hours[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil(median));
}
