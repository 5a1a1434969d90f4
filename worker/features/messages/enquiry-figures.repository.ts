import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { conversations, trainers } from '#worker/db/schema';

// What the other features show of enquiries (through this feature's face): the trainer's analytics,
// the admin overview.

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
