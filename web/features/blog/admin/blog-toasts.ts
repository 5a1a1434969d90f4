import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { ContentToasts } from '#web/components/admin/content-toasts';

/** What the admin's blog post list and editor say (SPEC 8). */
export const BLOG_TOASTS: ContentToasts = {
  created: CONTENT_MESSAGES.blogCreated,
  updated: CONTENT_MESSAGES.blogUpdated,
  deleted: CONTENT_MESSAGES.blogDeleted,
  required: CONTENT_MESSAGES.blogRequired,
  loadFailed: CONTENT_MESSAGES.loadBlogPostsFailed,
  saveFailed: CONTENT_MESSAGES.saveBlogPostFailed,
  deleteFailed: CONTENT_MESSAGES.deleteBlogPostFailed,
};
