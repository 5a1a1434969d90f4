import { FLAG_MESSAGES, REVIEW_MESSAGES } from '#shared/api/reviews';
import { ApiRequestError } from '#web/lib/api-client';

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

/** The worker's own words for what the visitor can fix (duplicate, own profile, limits, not theirs), else `fallback`. */
export function reviewErrorMessage(err: unknown, fallback: string): string {
  const known = err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401;
  return known ? err.message : fallback;
}
