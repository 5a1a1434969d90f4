import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of public trainer profiles and their reviews. */
export const trainerProfileKeys = {
  all: ['trainers', 'profile'] as const,
  detail: (slug: string) => [...trainerProfileKeys.all, slug] as const,
  /** Every trainer's reviews (a reviewer renamed or deleted their account). */
  allReviews: ['trainers', 'reviews'] as const,
  reviews: (slug: string) => [...trainerProfileKeys.allReviews, slug] as const,
};

/** The signed-in user's own review of each trainer (dropped when the user changes). */
export const myReviewKeys = {
  all: [VIEWER_SCOPE, 'my-reviews'] as const,
  of: (slug: string) => [...myReviewKeys.all, slug] as const,
};
