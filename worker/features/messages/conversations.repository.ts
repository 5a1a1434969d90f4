import {
  type ConversationResponse,
  INBOX_PAGE_SIZE,
  type InboxConversation,
  type InboxResponse,
  THREAD_PAGE_SIZE,
  type ThreadPage,
} from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { type KeysetCursor, keysetPage } from '#worker/lib/keyset-cursor';
import {
  conversationQuery,
  inboxQuery,
  messagePageQuery,
  participantQuery,
  unreadQuery,
} from './conversation-queries.repository';
import { type MessageRow, toParty, toService, toThreadMessage } from './message-rows.repository';

// The reads: each is one index range of the viewer's own rows (conversation-queries.repository.ts builds
// them). Every function runs its statements in one db.batch, so a GET's access check rides along
// (requireUserRead).

export async function listInbox(db: Database, actorId: string, cursor: KeysetCursor | null): Promise<InboxResponse> {
  const [rows] = await db.batch([inboxQuery(db, actorId, cursor)]);
  const { page, next } = keysetPage(rows, INBOX_PAGE_SIZE, (row) => ({
    at: row.last_message_at,
    id: row.conversation_id,
  }));
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
  return { conversations: conversationsOut, next_cursor: next };
}

export async function countUnreadConversations(db: Database, actorId: string): Promise<number> {
  const [[row]] = await db.batch([unreadQuery(db, actorId)]);
  return row?.n ?? 0;
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
    participantQuery(db, actorId, conversationId),
    messagePageQuery(db, actorId, conversationId, before),
  ]);
  return participant ? toThreadPage(page) : null;
}
