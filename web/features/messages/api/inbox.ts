import { infiniteQueryOptions } from '@tanstack/react-query';
import { MESSAGES_TOASTS } from '#web/features/messages/messages-toasts';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';

/** The inbox, newest conversation first, a page at a time by the worker's keyset cursor. */
export function inboxInfiniteQuery() {
  return infiniteQueryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ pageParam, signal }) =>
      signedInRequest('/messages/conversations', { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // A reply while the visitor was in another tab shows when they come back.
    refetchOnWindowFocus: 'always',
    meta: { errorToast: MESSAGES_TOASTS.inboxFailed },
  });
}
