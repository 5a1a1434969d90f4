import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the admin console (under the viewer scope: dropped when the admin signs out). */
export const adminKeys = {
  all: [VIEWER_SCOPE, 'admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  trainers: () => [...adminKeys.all, 'trainers'] as const,
  trainerList: (params: string) => [...adminKeys.trainers(), 'list', params] as const,
  trainerNotes: (trainerId: number) => [...adminKeys.trainers(), 'notes', trainerId] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: string) => [...adminKeys.users(), 'list', params] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditFor: (targetType: string, targetId: string) => [...adminKeys.audit(), targetType, targetId] as const,
  contact: () => [...adminKeys.all, 'contact'] as const,
  contactList: (params: string) => [...adminKeys.contact(), params] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
};

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
