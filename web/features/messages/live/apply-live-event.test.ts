import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationDetail, InboxConversation, ThreadMessage } from '#shared/api/messages';
import { applyLiveEvent } from './apply-live-event';
import { type InboxData, messageKeys, type ThreadData } from './messages-cache';

const ME = 'user-me';
const OTHER = 'user-other';

function message(id: number, conversationId: number, sender: string | null = OTHER): ThreadMessage {
  return {
    id,
    conversation_id: conversationId,
    sender_user_id: sender,
    client_id: `client-${id}`,
    body: `Message ${id}`,
    removed: false,
    service: null,
    created_at: `2026-11-27T10:00:${String(id).padStart(2, '0')}.000Z`,
  };
}

const party = {
  user_id: OTHER,
  full_name: 'Olive Other',
  profile_image: null,
  role: 'trainer',
  trainer_slug: null,
} as const;

function detail(id: number, otherRead: number | null = null): ConversationDetail {
  return {
    id,
    my_role: 'learner',
    other: party,
    service: null,
    created_at: '2026-11-27T09:00:00.000Z',
    last_message_at: '2026-11-27T09:00:00.000Z',
    blocked_by_me: false,
    blocked_by_other: false,
    can_send: true,
    other_last_read_message_id: otherRead,
  };
}

function thread(id: number, messages: ThreadMessage[], older: ThreadMessage[] = []): ThreadData {
  return {
    pages: [
      { conversation: detail(id, 1), messages, before: older.length ? (messages[0]?.id ?? null) : null },
      ...(older.length ? [{ messages: older, before: null }] : []),
    ],
    pageParams: [null, ...(older.length ? [messages[0]?.id ?? null] : [])],
  };
}

function inboxRow(id: number, lastId: number, unread = 0): InboxConversation {
  const last = message(lastId, id);
  return {
    id,
    other: party,
    service: null,
    last_message: {
      id: last.id,
      body: last.body,
      removed: false,
      sender_user_id: last.sender_user_id,
      created_at: last.created_at,
    },
    last_message_at: last.created_at,
    unread_count: unread,
    blocked_by_me: false,
  };
}

function inbox(...pages: InboxConversation[][]): InboxData {
  return {
    pages: pages.map((conversations, i) => ({ conversations, next_cursor: i < pages.length - 1 ? `c${i}` : null })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('applyLiveEvent', () => {
  it('adds a new message to its open thread’s newest page, once', () => {
    const client = newClient();
    client.setQueryData(messageKeys.thread(7), thread(7, [message(3, 7), message(4, 7, ME)], [message(1, 7)]));
    const incoming = message(5, 7);
    applyLiveEvent(client, { type: 'message', conversationId: 7, message: incoming }, ME);
    applyLiveEvent(client, { type: 'message', conversationId: 7, message: incoming }, ME);
    const data = client.getQueryData<ThreadData>(messageKeys.thread(7));
    expect(data?.pages[0]?.messages.map((m) => m.id)).toEqual([3, 4, 5]);
    expect(data?.pages[1]?.messages.map((m) => m.id)).toEqual([1]);
    // The tab that sent it has the stored copy already (from the send's answer): nothing changes.
    const sent = message(6, 7, ME);
    client.setQueryData(
      messageKeys.thread(7),
      thread(7, [message(3, 7), message(4, 7, ME), message(5, 7), sent], [message(1, 7)]),
    );
    const before = client.getQueryData(messageKeys.thread(7));
    applyLiveEvent(client, { type: 'message', conversationId: 7, message: sent }, ME);
    expect(client.getQueryData(messageKeys.thread(7))).toBe(before);
  });

  it('leaves threads nobody opened uncached, and other threads alone', () => {
    const client = newClient();
    const other = thread(8, [message(2, 8)]);
    client.setQueryData(messageKeys.thread(8), other);
    applyLiveEvent(client, { type: 'message', conversationId: 7, message: message(5, 7) }, ME);
    expect(client.getQueryData(messageKeys.thread(7))).toBeUndefined();
    expect(client.getQueryData(messageKeys.thread(8))).toBe(other);
  });

  it('brings the conversation to the top of the inbox with its last message, unread when it came from the other side', () => {
    const client = newClient();
    client.setQueryData(messageKeys.inbox(), inbox([inboxRow(1, 10), inboxRow(2, 8)], [inboxRow(3, 4, 1)]));
    applyLiveEvent(client, { type: 'message', conversationId: 3, message: message(12, 3) }, ME);
    let data = client.getQueryData<InboxData>(messageKeys.inbox());
    expect(data?.pages.map((page) => page.conversations.map((row) => row.id))).toEqual([[3, 1, 2], []]);
    expect(data?.pages[0]?.conversations[0]).toMatchObject({
      unread_count: 2,
      last_message: { id: 12, body: 'Message 12', sender_user_id: OTHER },
      last_message_at: message(12, 3).created_at,
    });
    // The viewer's own message (from another tab): to the top, not unread.
    applyLiveEvent(client, { type: 'message', conversationId: 2, message: message(13, 2, ME) }, ME);
    data = client.getQueryData<InboxData>(messageKeys.inbox());
    expect(data?.pages[0]?.conversations.map((row) => [row.id, row.unread_count])).toEqual([
      [2, 0],
      [3, 2],
      [1, 0],
    ]);
    expect(invalidated(client, messageKeys.inbox())).toBe(false);
  });

  it('asks the worker for the inbox when the conversation is not among the loaded rows', () => {
    const client = newClient();
    client.setQueryData(messageKeys.inbox(), inbox([inboxRow(1, 10)]));
    applyLiveEvent(client, { type: 'message', conversationId: 99, message: message(20, 99) }, ME);
    expect(invalidated(client, messageKeys.inbox())).toBe(true);
  });

  it('never puts an older message over the inbox’s newer one', () => {
    const client = newClient();
    const loaded = inbox([inboxRow(1, 10), inboxRow(2, 30)]);
    client.setQueryData(messageKeys.inbox(), loaded);
    applyLiveEvent(client, { type: 'message', conversationId: 2, message: message(25, 2) }, ME);
    expect(client.getQueryData(messageKeys.inbox())).toBe(loaded);
  });

  it('shows how far the other side has read, never backwards', () => {
    const client = newClient();
    client.setQueryData(messageKeys.thread(7), thread(7, [message(3, 7, ME), message(4, 7, ME)]));
    applyLiveEvent(client, { type: 'read', conversationId: 7, upTo: 4 }, ME);
    const seen = () =>
      client.getQueryData<ThreadData>(messageKeys.thread(7))?.pages[0]?.conversation?.other_last_read_message_id;
    expect(seen()).toBe(4);
    applyLiveEvent(client, { type: 'read', conversationId: 7, upTo: 3 }, ME);
    expect(seen()).toBe(4);
  });

  it('sets the header’s unread count; a lower one (read in another tab) reloads the inbox’s marks', () => {
    const client = newClient();
    client.setQueryData(messageKeys.inbox(), inbox([inboxRow(1, 10, 2)]));
    applyLiveEvent(client, { type: 'unread', conversations: 2 }, ME);
    expect(client.getQueryData(messageKeys.unread())).toBe(2);
    applyLiveEvent(client, { type: 'unread', conversations: 3 }, ME);
    expect(invalidated(client, messageKeys.inbox())).toBe(false);
    applyLiveEvent(client, { type: 'unread', conversations: 0 }, ME);
    expect(client.getQueryData(messageKeys.unread())).toBe(0);
    expect(invalidated(client, messageKeys.inbox())).toBe(true);
  });
});
