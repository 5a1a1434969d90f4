import * as z from 'zod';
import type { AdminContentPage } from './admin-content';

// The review moderation API contract (SPEC 2 Review moderation, 4).
export interface ReviewFlagSummary {
  id: number;
  /** The reporter's reason (with their details after a colon, when given). */
  reason: string;
  flagged_at: string;
}

export interface FlaggedReview {
  review_id: number;
  title: string;
  comment: string | null;
  rating: number;
  /** The author's name, or 'Unknown'. */
  reviewer_name: string;
  review_created_at: string;
  trainer: { id: number; slug: string; full_name: string };
  flags: ReviewFlagSummary[];
  /** The latest pending flag's time (the list is newest first by this). */
  flagged_at: string;
}

export interface FlaggedReviewsResponse extends AdminContentPage {
  reviews: FlaggedReview[];
}

export const RESOLVE_ACTIONS = ['approve', 'remove'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
/** approve keeps the review (its flags become resolved_approved); remove deletes it (resolved_removed). */
export const resolveFlagsSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS, { error: 'Action must be approve or remove' }),
});
export type ResolveFlagsInput = z.input<typeof resolveFlagsSchema>;

export interface ResolveFlagsResponse {
  review_id: number;
  action: ResolveAction;
  resolved_flag_ids: number[];
  message: string;
}
