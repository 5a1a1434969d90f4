// The reviews feature's public face: all that other features may import from it (npm run lint checks).

export { myReviewQuery } from './api/my-review';
export { MyReviewLoading } from './MyReviewLoading';
export { ReviewsTab } from './ReviewsTab';

/** The signed-in visitor's own review (form, edit, delete), loaded only for a signed-in visitor. */
export const loadMyReviewPanel = () => import('./MyReviewPanel');
