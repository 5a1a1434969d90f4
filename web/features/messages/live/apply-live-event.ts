import type { QueryClient } from '@tanstack/react-query';
import type { InboxConversation, LiveEvent, ThreadMessage } from '#shared/api/messages';
import { type InboxData, messageKeys, type ThreadData } from './messages-cache';

// A live event written into the cached data the screens show, so they change without a request.
// Only what is cached changes: a screen opened later loads from the worker as always. What the
// event cannot say exactly is asked of the worker again (invalidated: refetched if on screen).

/** The thread with `message` in its newest page, once (the sending tab may have it already). */
function withMessage(data: ThreadData | undefined, message: ThreadMessage): ThreadData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((stored) => stored.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** The inbox with the conversation's row brought to the top with its new last message; undefined if it is not loaded. */
function inboxWithMessage(data: InboxData, message: ThreadMessage, viewerId: string): InboxData | undefined {
  let found: InboxConversation | undefined;
  const pages = data.pages.map((page) => {
    const row = page.conversations.find((conversation) => conversation.id === message.conversation_id);
    if (!row) return page;
    found = row;
    return { ...page, conversations: page.conversations.filter((conversation) => conversation !== row) };
  });
  const [first, ...rest] = pages;
  if (!found || !first) return undefined;
  if (found.last_message && found.last_message.id >= message.id) return data;
  const fromOther = message.sender_user_id !== viewerId;
  const row: InboxConversation = {
    ...found,
    last_message: {
      id: message.id,
      body: message.body,
      removed: message.removed,
      sender_user_id: message.sender_user_id,
      created_at: message.created_at,
    },
    last_message_at: message.created_at,
    unread_count: found.unread_count + (fromOther ? 1 : 0),
  };
  return { ...data, pages: [{ ...first, conversations: [row, ...first.conversations] }, ...rest] };
}

function applyMessage(client: QueryClient, conversationId: number, message: ThreadMessage, viewerId: string): void {
  client.setQueryData<ThreadData>(messageKeys.thread(conversationId), (data) => withMessage(data, message));
  const inbox = client.getQueryData<InboxData>(messageKeys.inbox());
  if (!inbox) return;
  const updated = inboxWithMessage(inbox, message, viewerId);
  // A conversation not among the loaded rows (new, or further down): the worker places it.
  if (updated) client.setQueryData<InboxData>(messageKeys.inbox(), updated);
  else void client.invalidateQueries({ queryKey: messageKeys.inbox() });
}

/** The other side has read up to `upTo` ("Seen"); never backwards. */
function applyRead(client: QueryClient, conversationId: number, upTo: number): void {
  client.setQueryData<ThreadData>(messageKeys.thread(conversationId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    const conversation = newest?.conversation;
    if (!data || !newest || !conversation) return data;
    if ((conversation.other_last_read_message_id ?? 0) >= upTo) return data;
    return {
      ...data,
      pages: [{ ...newest, conversation: { ...conversation, other_last_read_message_id: upTo } }, ...older],
    };
  });
}

function applyUnread(client: QueryClient, conversations: number): void {
  const before = client.getQueryData<number>(messageKeys.unread());
  client.setQueryData<number>(messageKeys.unread(), conversations);
  // Fewer: the viewer read a conversation in another tab, and the inbox's marks are that tab's news.
  if (before !== undefined && conversations < before) void client.invalidateQueries({ queryKey: messageKeys.inbox() });
}

/** Writes a live event of the signed-in user `viewerId` into the query cache. */
export function applyLiveEvent(client: QueryClient, event: LiveEvent, viewerId: string): void {
  switch (event.type) {
    case 'message':
      applyMessage(client, event.conversationId, event.message, viewerId);
      break;
    case 'read':
      applyRead(client, event.conversationId, event.upTo);
      break;
    case 'unread':
      applyUnread(client, event.conversations);
      break;
  }
}
