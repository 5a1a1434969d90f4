import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { messageKeys } from './query-keys';

/**
 * How many conversations have unread messages (the header's badge). Small and cheap (an index
 * read), so, unlike public data, it is asked again whenever the tab regains focus or the network
 * comes back: a reply that came while the visitor was away shows without a reload.
 */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => signedInRequest('/messages/unread', { signal }).then((res) => res.conversations),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    meta: { errorLog: 'Failed to load the unread message count' },
  });
}
