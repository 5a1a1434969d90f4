import type { InfiniteData } from '@tanstack/react-query';
import type { InboxResponse } from '#shared/api/messages';

// The screens' cache keys and shapes, where the live events land.
export { messageKeys } from '#web/features/messages/api/query-keys';
export type { ThreadData } from '#web/features/messages/api/thread';
/** The inbox's pages, newest conversations first. */
export type InboxData = InfiniteData<InboxResponse, string | null>;
