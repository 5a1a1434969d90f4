import * as z from 'zod';
import { optionalUserText, userText } from '#shared/text';

/** SPEC 5 Review rules; the worker and the review form share them. */
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_COMMENT_MAX = 500;
/** Validation messages and the messages the worker answers with (the web's own toasts live in the web). */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  titleRequired: 'Please enter a title for your review',
  titleTooLong: `Title must be at most ${REVIEW_TITLE_MAX} characters`,
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  duplicate: 'You have already reviewed this trainer',
  ownProfile: 'You cannot review your own trainer profile',
  success: 'Review submitted successfully!',
  updated: 'Review updated',
  deleted: 'Review deleted',
  notFound: 'Review not found',
  notYours: 'You can only change your own review',
  tooManyChanges: 'Too many changes. Please try again later.',
} as const;

export const createReviewSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  title: userText({
    label: 'Title',
    max: REVIEW_TITLE_MAX,
    required: true,
    messages: { required: REVIEW_MESSAGES.titleRequired, tooLong: REVIEW_MESSAGES.titleTooLong },
  }),
  comment: optionalUserText({
    label: 'Comment',
    max: REVIEW_COMMENT_MAX,
    multiline: true,
    messages: { tooLong: REVIEW_MESSAGES.commentTooLong },
  }),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export const updateReviewSchema = createReviewSchema;
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

/** Reporting a review: a reason from a short list, plus optional details. */
export const FLAG_REASONS = [
  'Spam or advertising',
  'Offensive or abusive language',
  'Fake or misleading review',
  'Personal information',
  'Other',
] as const;
export const FLAG_DETAILS_MAX = 500;
export const FLAG_MESSAGES = {
  duplicate: 'You have already reported this review',
  ownReview: 'You cannot report your own review',
  success: 'Thank you. Our moderators will review this report.',
  detailsRequired: 'Please describe the problem',
} as const;

export const flagReviewSchema = z
  .object({
    reason: z.enum(FLAG_REASONS, { error: 'Please choose a reason' }),
    details: optionalUserText({ label: 'Details', max: FLAG_DETAILS_MAX, multiline: true }),
  })
  .refine((value) => value.reason !== 'Other' || Boolean(value.details), {
    message: FLAG_MESSAGES.detailsRequired,
    path: ['details'],
  });
export type FlagReviewInput = z.input<typeof flagReviewSchema>;

export interface MyReview {
  id: number;
  rating: number;
  title: string;
  comment: string | null;
  created_at: string;
}

export interface CreatedReviewResponse {
  review: MyReview;
  message: string;
}

export type UpdatedReviewResponse = CreatedReviewResponse;

/** The user's own review (null before one) and the reviews they reported that are still undecided. */
export interface MyReviewStateResponse {
  review: MyReview | null;
  reported_review_ids: number[];
}
