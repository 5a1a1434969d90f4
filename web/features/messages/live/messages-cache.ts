import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationDetail, InboxResponse, ThreadPage } from '#shared/api/messages';
import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

// STAND-IN, until this branch meets the messages screens (branch wt-msg-web): the cache keys and
// shapes of web/features/messages/api/query-keys.ts and api/thread.ts, written as they are there so
// the live events land in the screens' cache entries. At the merge this file becomes:
//   export { messageKeys } from '#web/features/messages/api/query-keys';
//   export type { ThreadData } from '#web/features/messages/api/thread';
//   export type InboxData = InfiniteData<InboxResponse, string | null>;

export const messageKeys = {
  all: [VIEWER_SCOPE, 'messages'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (conversationId: number) => [...messageKeys.threads(), conversationId] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

/** A thread's pages, newest first; the newest also carries the conversation's header. */
export type ThreadData = InfiniteData<ThreadPage & { conversation?: ConversationDetail }, number | null>;

/** The inbox's pages, newest conversations first. */
export type InboxData = InfiniteData<InboxResponse, string | null>;
