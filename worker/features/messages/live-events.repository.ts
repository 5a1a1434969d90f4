import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#worker/db/client';
import { conversationParticipants } from '#worker/db/schema';

// Who a live event goes to, read after the write committed (one statement each, on the
// conversation's two participant rows and the partial index of a user's unread rows).

const participant = alias(conversationParticipants, 'participant');
const reader = alias(conversationParticipants, 'reader');
const otherSide = alias(conversationParticipants, 'other_side');

/**
 * A user's conversations with unread messages (the header's count), over the partial covering index.
 * The participant row is named by its alias: drizzle leaves a single table's columns unqualified,
 * which inside the subquery would name its own rows.
 */
const unreadConversationsOf = (alias: string) =>
  sql<number>`(SELECT count(*) FROM conversation_participants AS u WHERE u.user_id = ${sql.identifier(alias)}.user_id AND u.unread_count > 0)`;

export interface Recipient {
  userId: string;
  unreadConversations: number;
}

/** The participants of a conversation other than the sender, each with their unread count now. */
export async function messageRecipients(db: Database, conversationId: number, senderId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: participant.userId, unreadConversations: unreadConversationsOf('participant') })
    .from(participant)
    .where(and(eq(participant.conversationId, conversationId), ne(participant.userId, senderId)));
  return rows;
}

export interface ReadState {
  /** The newest message the reader has read. */
  upTo: number;
  readerUnreadConversations: number;
  /** The other participant (null once their account is deleted). */
  otherUserId: string | null;
}

/** What a reader's mark-read left: how far they read, their unread count, who the other side is. */
export async function readState(db: Database, readerId: string, conversationId: number): Promise<ReadState | null> {
  const [row] = await db
    .select({
      upTo: reader.lastReadMessageId,
      readerUnreadConversations: unreadConversationsOf('reader'),
      otherUserId: sql<string | null>`${otherSide.userId}`,
    })
    .from(reader)
    .leftJoin(otherSide, and(eq(otherSide.conversationId, reader.conversationId), ne(otherSide.userId, reader.userId)))
    .where(and(eq(reader.conversationId, conversationId), eq(reader.userId, readerId)))
    .limit(1);
  return row ?? null;
}
