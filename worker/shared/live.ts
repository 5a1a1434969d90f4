// The live channel's wire rules that the worker's UserChannel and the browser's client share
// (worker/platform/live/README.md). What travels on it is each feature's own events.

/** The browser's heartbeat: the channel answers it without waking (hibernation's auto-response). */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';

/** Close codes the channel uses (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** The socket outlived its admission: connect again at once with a new ticket. */
  reauthenticate: 4001,
  /** A newer socket of the same user took its place (too many open at once). */
  replaced: 4002,
} as const;
