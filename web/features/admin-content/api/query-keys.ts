import { adminKeys } from '#web/features/admin/api/query-keys';

/** Cache keys of the admin content screens (under the admin keys: dropped when the admin signs out). */
export const adminContentKeys = {
  all: [...adminKeys.all, 'content'] as const,
  blogPosts: () => [...adminContentKeys.all, 'blog-posts'] as const,
  blogPostList: (page: number) => [...adminContentKeys.blogPosts(), 'list', page] as const,
  blogPost: (id: number) => [...adminContentKeys.blogPosts(), 'detail', id] as const,
  faqs: () => [...adminContentKeys.all, 'faqs'] as const,
  testimonials: () => [...adminContentKeys.all, 'testimonials'] as const,
  testimonialList: (page: number) => [...adminContentKeys.testimonials(), 'list', page] as const,
  flaggedReviews: () => [...adminContentKeys.all, 'flagged-reviews'] as const,
  flaggedReviewList: (page: number) => [...adminContentKeys.flaggedReviews(), page] as const,
};
