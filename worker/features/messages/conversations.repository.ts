import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  type ConversationResponse,
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxResponse,
  THREAD_PAGE_SIZE,
  type ThreadPage,
} from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { conversationParticipants, conversations, messages, services, trainers } from '#worker/db/schema';
import { encodeInboxCursor, type InboxCursor } from './inbox-cursor';
import {
  type MessageRow,
  me,
  messageColumns,
  messageService,
  other,
  otherOfMe,
  otherProfile,
  partyColumns,
  toParty,
  toService,
  toThreadMessage,
} from './message-rows.repository';

// The reads: each is one index range of the viewer's own rows (EXPLAINed in conversations-query-plan.test.ts).
// Every function runs its statements in one db.batch, so a GET's access check rides along (requireUserRead).

/** The viewer's conversations, newest first: a backwards range of (user_id, last_message_at, conversation_id). */
function inboxQuery(db: Database, actorId: string, cursor: InboxCursor | null) {
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

export async function listInbox(db: Database, actorId: string, cursor: InboxCursor | null): Promise<InboxResponse> {
  const [rows] = await db.batch([inboxQuery(db, actorId, cursor)]);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const conversationsOut = page.map(
    (row): InboxConversation => ({
      id: row.conversation_id,
      other: toParty(row),
      service: toService(row),
      last_message:
        row.last_id === null
          ? null
          : {
              id: row.last_id,
              body: row.last_removed_at === null ? row.last_body : null,
              removed: row.last_removed_at !== null,
              sender_user_id: row.last_sender,
              created_at: row.last_created_at ?? row.last_message_at,
            },
      last_message_at: row.last_message_at,
      unread_count: row.unread_count,
      blocked_by_me: row.my_blocked_at !== null,
    }),
  );
  const last = page.at(-1);
  return {
    conversations: conversationsOut,
    next_cursor:
      rows.length > INBOX_PAGE_SIZE && last
        ? encodeInboxCursor({ at: last.last_message_at, id: last.conversation_id })
        : null,
  };
}

/** Conversations with unread messages: a count over the partial index of the viewer's unread rows. */
function unreadQuery(db: Database, actorId: string) {
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

export async function countUnreadConversations(db: Database, actorId: string): Promise<number> {
  const [[row]] = await db.batch([unreadQuery(db, actorId)]);
  return row?.n ?? 0;
}

/** The viewer's row of a conversation with the other side and the service: primary-key reads only. */
function conversationQuery(db: Database, actorId: string, conversationId: number) {
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

/** The page of messages before `before` (or the newest), newest first: a backwards range of (conversation_id, id). */
function messagePageQuery(db: Database, actorId: string, conversationId: number, before: number | null) {
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

/** Oldest first, with the cursor for the page before it. */
function toThreadPage(rows: MessageRow[]): ThreadPage {
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  const oldest = page[0];
  return {
    messages: page.map(toThreadMessage),
    before: rows.length > THREAD_PAGE_SIZE && oldest ? oldest.message_id : null,
  };
}

/** Null when the viewer is not a participant (the route answers 404: a conversation's existence is not revealed). */
export async function conversationWithNewestPage(
  db: Database,
  actorId: string,
  conversationId: number,
): Promise<ConversationResponse | null> {
  const [[row], page] = await db.batch([
    conversationQuery(db, actorId, conversationId),
    messagePageQuery(db, actorId, conversationId, null),
  ]);
  if (!row) return null;
  const blockedByMe = row.my_blocked_at !== null;
  const blockedByOther = row.other_blocked_at !== null;
  return {
    conversation: {
      id: row.conversation_id,
      my_role: row.my_role,
      other: toParty(row),
      service: toService(row),
      created_at: row.created_at,
      last_message_at: row.last_message_at,
      blocked_by_me: blockedByMe,
      blocked_by_other: blockedByOther,
      can_send: !blockedByMe && !blockedByOther && row.other_user_id !== null,
      other_last_read_message_id: row.other_last_read ? row.other_last_read : null,
    },
    ...toThreadPage(page),
  };
}

/** Null when the viewer is not a participant. */
export async function threadPageBefore(
  db: Database,
  actorId: string,
  conversationId: number,
  before: number,
): Promise<ThreadPage | null> {
  const [[participant], page] = await db.batch([
    db
      .select({ role: me.role })
      .from(me)
      .where(and(eq(me.conversationId, conversationId), eq(me.userId, actorId))),
    messagePageQuery(db, actorId, conversationId, before),
  ]);
  return participant ? toThreadPage(page) : null;
}
