import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { conversationParticipants, conversations, messages, trainers } from '#worker/db/schema';

// What the account feature's deletion and data export take from this feature (through its face).

/**
 * For the deletion batch: the other person keeps the thread, with this account's messages shown as
 * "Deleted user" (sender NULL), and this account leaves every conversation (its participant rows go,
 * so nobody can write to it any more). Both are index ranges of this user's rows.
 */
export function leaveConversationsStatements(db: Database, userId: string) {
  return [
    db.update(messages).set({ senderUserId: null }).where(eq(messages.senderUserId, userId)),
    db.delete(conversationParticipants).where(eq(conversationParticipants.userId, userId)),
  ] as const;
}

/** For the data export: the messages this account wrote, newest first (removed ones too: they are still theirs). */
export function myMessagesQuery(db: Database, userId: string) {
  return db
    .select({
      conversation_id: messages.conversationId,
      trainer_slug: trainers.slug,
      body: messages.body,
      created_at: messages.createdAt,
      removed_by_moderator: sql<boolean>`${messages.removedAt} IS NOT NULL`.mapWith(Boolean),
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .where(eq(messages.senderUserId, userId))
    .orderBy(desc(messages.id));
}
