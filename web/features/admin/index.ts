// The admin feature's public face: all that other features may import from it (npm run lint checks).
export { adminContentKeys, adminKeys } from './api/query-keys';
/** The ban with a reason, for the other moderation queues (a reported message's sender). */
export { BanDialog } from './BanDialog';
