import type { RateRule } from '#worker/platform/rate-limit';

export const REVIEWS_PER_USER: RateRule = { name: 'review-user', limit: 10, windowSeconds: 60 * 60 };
export const REVIEWS_PER_IP: RateRule = { name: 'review-ip', limit: 30, windowSeconds: 60 * 60 };
export const FLAGS_PER_USER: RateRule = { name: 'flag-user', limit: 20, windowSeconds: 60 * 60 };
export const FLAGS_PER_IP: RateRule = { name: 'flag-ip', limit: 50, windowSeconds: 60 * 60 };
/** Edits of one's own reviews (a review can be edited again and again, unlike written). */
export const REVIEW_CHANGES_PER_USER: RateRule = { name: 'review-change-user', limit: 30, windowSeconds: 60 * 60 };
