// The blog feature's public face: all that other features may import from it (npm run lint checks).
export { findPublishedPostId } from './blog-posts.repository';
export { blogVisitorKey, utcDay } from './blog-visitor-key';
export { sanitizeBlogHtml } from './html-sanitizer';
