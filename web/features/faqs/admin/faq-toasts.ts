import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { ContentToasts } from '#web/components/admin/content-toasts';

/** What the admin's FAQ list and form say (SPEC 8). */
export const FAQ_TOASTS: ContentToasts = {
  created: CONTENT_MESSAGES.faqCreated,
  updated: CONTENT_MESSAGES.faqUpdated,
  deleted: CONTENT_MESSAGES.faqDeleted,
  required: CONTENT_MESSAGES.faqRequired,
  loadFailed: CONTENT_MESSAGES.loadFaqsFailed,
  saveFailed: CONTENT_MESSAGES.saveFaqFailed,
  deleteFailed: CONTENT_MESSAGES.deleteFaqFailed,
};
