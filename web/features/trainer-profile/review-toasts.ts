import { FLAG_MESSAGES, REVIEW_MESSAGES } from '#shared/api/reviews';

/** SPEC 5 and 8 texts of the review and report forms; the successes are the worker's own messages. */
export const REVIEW_TOASTS = {
  signIn: 'Please sign in to leave a review',
  success: REVIEW_MESSAGES.success,
  failure: 'Failed to submit review',
  updated: REVIEW_MESSAGES.updated,
  updateFailure: 'Failed to update review',
  deleted: REVIEW_MESSAGES.deleted,
  deleteFailure: 'Failed to delete review',
} as const;

export const REPORT_TOASTS = {
  success: FLAG_MESSAGES.success,
  failure: 'Failed to report review',
} as const;
