import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { ContentToasts } from '#web/components/admin/content-toasts';

/** What the admin's testimonial list and form say (SPEC 8). */
export const TESTIMONIAL_TOASTS: ContentToasts = {
  created: CONTENT_MESSAGES.testimonialCreated,
  updated: CONTENT_MESSAGES.testimonialUpdated,
  deleted: CONTENT_MESSAGES.testimonialDeleted,
  required: CONTENT_MESSAGES.testimonialRequired,
  loadFailed: CONTENT_MESSAGES.loadTestimonialsFailed,
  saveFailed: CONTENT_MESSAGES.saveTestimonialFailed,
  deleteFailed: CONTENT_MESSAGES.deleteTestimonialFailed,
};
