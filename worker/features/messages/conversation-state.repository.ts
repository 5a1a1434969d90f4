import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { conversationParticipants, conversations, messages } from '#worker/db/schema';
import { me, other, otherOfMe } from './message-rows.repository';

// A participant's own state in a conversation: what they have read, whom they blocked. Every
// statement is keyed by the actor's own participant row, so nobody else's can change.

const mine = (actorId: string, conversationId: number) =>
  and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, actorId));

/**
 * Marks the conversation read up to `upTo` (never backwards, never past its last message) and
 * recounts what is still unread after it. False when the actor is not a participant.
 */
export async function markRead(db: Database, actorId: string, conversationId: number, upTo: number): Promise<boolean> {
  const lastId = db
    .select({ id: sql<number>`coalesce(${conversations.lastMessageId}, 0)` })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const readUpTo = sql<number>`max(${conversationParticipants.lastReadMessageId}, min(${upTo}, (${lastId})))`;
  // Others' messages after it: an index range of the conversation's newest messages.
  const stillUnread = db
    .select({ n: sql<number>`count(*)` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.id} > ${readUpTo}`,
        sql`${messages.senderUserId} IS NOT ${actorId}`,
      ),
    );
  const allRead = sql`(${stillUnread}) = 0`;
  const updated = await db
    .update(conversationParticipants)
    .set({
      lastReadMessageId: readUpTo,
      unreadCount: sql`(${stillUnread})`,
      unreadSince: sql`CASE WHEN ${allRead} THEN NULL ELSE ${conversationParticipants.unreadSince} END`,
      notifiedAt: sql`CASE WHEN ${allRead} THEN NULL ELSE ${conversationParticipants.notifiedAt} END`,
    })
    .where(mine(actorId, conversationId))
    .returning({ conversationId: conversationParticipants.conversationId });
  return updated.length > 0;
}

export interface BlockState {
  blockedByMe: boolean;
  blockedByOther: boolean;
}

/** Blocks or unblocks the other side (idempotent); null when the actor is not a participant. */
export async function setBlocked(
  db: Database,
  actorId: string,
  conversationId: number,
  blocked: boolean,
): Promise<BlockState | null> {
  const [, [row]] = await db.batch([
    db
      .update(conversationParticipants)
      // Blocking again keeps the first time.
      .set({ blockedAt: blocked ? sql`coalesce(${conversationParticipants.blockedAt}, ${dbNow})` : null })
      .where(mine(actorId, conversationId)),
    db
      .select({
        my_blocked_at: me.blockedAt,
        other_blocked_at: sql<string | null>`${other.blockedAt}`.as('other_blocked_at'),
      })
      .from(me)
      .leftJoin(other, otherOfMe)
      .where(and(eq(me.conversationId, conversationId), eq(me.userId, actorId))),
  ]);
  return row ? { blockedByMe: row.my_blocked_at !== null, blockedByOther: row.other_blocked_at !== null } : null;
}
