import { and, count, desc, eq, lt, type Query, sql } from 'drizzle-orm';
import { INBOX_PAGE_SIZE, THREAD_PAGE_SIZE } from '#shared/api/messages';
import { conversationParticipants, conversations, messages, services, trainers } from '#worker/db/schema';
import { type QueryDb, sqlTextOnly } from '#worker/db/sql-text';
import {
  me,
  messageColumns,
  messageService,
  other,
  otherOfMe,
  otherProfile,
  partyColumns,
} from '#worker/features/messages/message-rows.repository';
import type { KeysetCursor } from '#worker/lib/keyset-cursor';

// The statements of the reads (conversations.repository.ts runs them): each is one index range of the
// viewer's own rows (EXPLAINed in conversations-query-plan.test.ts). No Workers types, so
// `npm run bench:scale` EXPLAINs and times at scale exactly what runs (conversationReadSql).

/** The viewer's conversations, newest first: a backwards range of (user_id, last_message_at, conversation_id). */
export function inboxQuery<T>(db: QueryDb<T>, actorId: string, cursor: KeysetCursor | null) {
  return db
    .select({
      ...partyColumns,
      conversation_id: me.conversationId,
      unread_count: me.unreadCount,
      last_message_at: me.lastMessageAt,
      // Nullable: the left join finds no message for a conversation whose only message was never stored.
      last_id: sql<number | null>`${messages.id}`.as('last_id'),
      last_body: sql<string | null>`${messages.body}`.as('last_body'),
      last_removed_at: sql<string | null>`${messages.removedAt}`.as('last_removed_at'),
      last_sender: sql<string | null>`${messages.senderUserId}`.as('last_sender'),
      last_created_at: sql<string | null>`${messages.createdAt}`.as('last_created_at'),
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .leftJoin(other, otherOfMe)
    .leftJoin(otherProfile, eq(otherProfile.id, other.userId))
    .leftJoin(services, eq(services.id, conversations.serviceId))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(
      and(
        eq(me.userId, actorId),
        // A row value, so SQLite continues the index range instead of filtering an OR.
        cursor ? sql`(${me.lastMessageAt}, ${me.conversationId}) < (${cursor.at}, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(me.lastMessageAt), desc(me.conversationId))
    .limit(INBOX_PAGE_SIZE + 1);
}

/** Conversations with unread messages: a count over the partial index of the viewer's unread rows. */
export function unreadQuery<T>(db: QueryDb<T>, actorId: string) {
  return db
    .select({ n: count() })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.userId, actorId),
        // Written out, not bound: only a literal proves the partial index's condition.
        sql`${conversationParticipants.unreadCount} > 0`,
      ),
    );
}

/** The viewer's row of a conversation with the other side and the service: primary-key reads only. */
export function conversationQuery<T>(db: QueryDb<T>, actorId: string, conversationId: number) {
  return db
    .select({
      ...partyColumns,
      conversation_id: me.conversationId,
      other_blocked_at: sql<string | null>`${other.blockedAt}`.as('other_blocked_at'),
      other_last_read: sql<number | null>`${other.lastReadMessageId}`.as('other_last_read'),
      created_at: conversations.createdAt,
      last_message_at: conversations.lastMessageAt,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .leftJoin(other, otherOfMe)
    .leftJoin(otherProfile, eq(otherProfile.id, other.userId))
    .leftJoin(services, eq(services.id, conversations.serviceId))
    .where(and(eq(me.conversationId, conversationId), eq(me.userId, actorId)));
}

/** The viewer's own participant row: the access check of a page further back. */
export function participantQuery<T>(db: QueryDb<T>, actorId: string, conversationId: number) {
  return db
    .select({ role: me.role })
    .from(me)
    .where(and(eq(me.conversationId, conversationId), eq(me.userId, actorId)));
}

/** The page of messages before `before` (or the newest), newest first: a backwards range of (conversation_id, id). */
export function messagePageQuery<T>(db: QueryDb<T>, actorId: string, conversationId: number, before: number | null) {
  return (
    db
      .select(messageColumns)
      .from(messages)
      // Participants only, in the statement itself: the page can never be read for someone else.
      .innerJoin(me, and(eq(me.conversationId, messages.conversationId), eq(me.userId, actorId)))
      .leftJoin(messageService, eq(messageService.id, messages.serviceId))
      .where(and(eq(messages.conversationId, conversationId), before === null ? undefined : lt(messages.id, before)))
      .orderBy(desc(messages.id))
      .limit(THREAD_PAGE_SIZE + 1)
  );
}

/** The statements of each read of conversations.repository.ts, in its batch's order, rendered and run nowhere (`npm run bench:scale`). */
export const conversationReadSql = {
  inbox: (actorId: string, cursor: KeysetCursor | null) => ({ page: inboxQuery(sqlTextOnly, actorId, cursor).toSQL() }),
  unread: (actorId: string) => ({ count: unreadQuery(sqlTextOnly, actorId).toSQL() }),
  newestPage: (actorId: string, conversationId: number) => ({
    conversation: conversationQuery(sqlTextOnly, actorId, conversationId).toSQL(),
    page: messagePageQuery(sqlTextOnly, actorId, conversationId, null).toSQL(),
  }),
  pageBefore: (actorId: string, conversationId: number, before: number) => ({
    participant: participantQuery(sqlTextOnly, actorId, conversationId).toSQL(),
    page: messagePageQuery(sqlTextOnly, actorId, conversationId, before).toSQL(),
  }),
} satisfies Record<string, (...args: never[]) => Record<string, Query>>;
