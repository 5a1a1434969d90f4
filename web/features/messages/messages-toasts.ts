import { MESSAGE_TEXT } from '#shared/api/messages';
import { ApiRequestError } from '#web/lib/api-client';

/** The texts only the web shows for messages; the worker's own are MESSAGE_TEXT. */
export const MESSAGES_TOASTS = {
  sent: MESSAGE_TEXT.sent,
  sendFailed: 'Failed to send message',
  sendWhenOnline: 'You are offline. Your message will be sent when you are back online.',
  inboxFailed: 'Failed to load messages',
  threadFailed: 'Failed to load conversation',
  blockFailed: 'Failed to block',
  unblockFailed: 'Failed to unblock',
  reportSent: MESSAGE_TEXT.reportSent,
  reportFailed: 'Failed to report message',
  loadReportsFailed: 'Failed to load message reports',
  resolveFailed: 'Failed to resolve the report',
} as const;

/** The worker's own words for what the sender can act on (too long, blocked, limits, not found), else `fallback`. */
export function messageErrorMessage(err: unknown, fallback: string): string {
  const known =
    err instanceof ApiRequestError &&
    ((err.status >= 400 && err.status < 500 && err.status !== 401) || err.status === 0);
  return known && err.message ? err.message : fallback;
}
