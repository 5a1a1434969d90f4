import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { ConversationDetail, ThreadMessage, ThreadPage } from '#shared/api/messages';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';

/** A page of a thread; the first (newest) one also carries the conversation's header. */
export type ThreadQueryPage = ThreadPage & { conversation?: ConversationDetail };
export type ThreadData = InfiniteData<ThreadQueryPage, number | null>;
/** What the helpers below read of a thread's cached pages. */
type LoadedPages = { pages: readonly ThreadQueryPage[] } | undefined;

/**
 * One conversation: its newest page first (with who, about what, and whether anyone may write),
 * then older pages on "Load older", by the message id before which each starts (keyset paging).
 * Refetched when the tab regains focus, so the other side's replies show without a reload.
 */
export function threadInfiniteQuery(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }): Promise<ThreadQueryPage> =>
      pageParam === null
        ? signedInRequest('/messages/conversations/:conversationId', { param: { conversationId }, signal })
        : signedInRequest('/messages/conversations/:conversationId/messages', {
            param: { conversationId },
            query: { before: String(pageParam) },
            signal,
          }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.before,
    refetchOnWindowFocus: 'always',
  });
}

/** The conversation's header, from the newest page. */
export function threadConversation(data: LoadedPages): ConversationDetail | undefined {
  return data?.pages[0]?.conversation;
}

/** Every loaded message, oldest first, each once (a page refetched after new messages can overlap the next). */
export function threadMessages(data: LoadedPages): ThreadMessage[] {
  const seen = new Set<number>();
  const messages: ThreadMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}

/** The thread with `message` in its newest page (once), e.g. the stored copy of a message just sent. */
export function withMessage(data: ThreadData | undefined, message: ThreadMessage): ThreadData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((stored) => stored.id === message.id))) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}
