import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's conversations (dropped when the user changes). */
export const messageKeys = {
  all: [VIEWER_SCOPE, 'messages'] as const,
  /** The /messages inbox, every page loaded so far. */
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  /** One thread: its header and its messages, newest page first. */
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (conversationId: number) => [...messageKeys.threads(), conversationId] as const,
  /** The header's badge: how many conversations have unread messages. */
  unread: () => [...messageKeys.all, 'unread'] as const,
  /** Sends in flight to one thread (shown at once as "Sending…"). */
  send: (conversationId: number) => [...messageKeys.all, 'send', conversationId] as const,
};
