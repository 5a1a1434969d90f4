// The analytics feature's public face: all that other features may import from it (npm run lint checks).
export { trackBlogView, trackProfileView, trackSearch, trackSocialClick } from './api/analytics-events';
