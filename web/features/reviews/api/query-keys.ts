import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** The signed-in user's own review of each trainer (dropped when the user changes). */
export const myReviewKeys = {
  all: [VIEWER_SCOPE, 'my-reviews'] as const,
  of: (slug: string) => [...myReviewKeys.all, slug] as const,
};
