// The messages feature's public face: all that other features may import from it (npm run lint checks).
export { messageKeys } from './api/query-keys';
export { unreadCountQuery } from './api/unread';
export { useLiveChannel } from './live/use-live-channel';
export { SendMessageButton } from './SendMessageButton';
