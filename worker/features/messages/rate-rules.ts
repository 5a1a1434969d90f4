import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from '#shared/api/messages';
import type { RateRule } from '#worker/platform/rate-limit';

export const CONVERSATIONS_PER_USER: RateRule = {
  name: 'conversation-user',
  limit: NEW_CONVERSATIONS_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};
export const MESSAGES_PER_USER: RateRule = { name: 'message-user', limit: MESSAGES_PER_MINUTE, windowSeconds: 60 };
export const MESSAGE_REPORTS_PER_USER: RateRule = { name: 'message-report-user', limit: 20, windowSeconds: 60 * 60 };
