// Apart from the schemas, so the public blog and FAQ pages can show these without loading zod.
/** The worker's answers and the SPEC 8 toasts, word for word. */
export const CONTENT_MESSAGES = {
  blogRequired: 'Please fill in all required fields',
  blogHtmlUnreadable:
    'This HTML cannot be read safely: remove form elements such as <select> (and anything inside them), then save again.',
  faqRequired: 'Please fill in all fields',
  testimonialRequired: 'Please fill in all fields',
  articleNotFound: 'Article not found',
  noArticles: 'No articles found.',
  noFaqs: 'No FAQs found.',
  noFlaggedReviews: 'No flagged reviews to moderate',
  blogPostNotFound: 'Blog post not found',
  faqNotFound: 'FAQ not found',
  testimonialNotFound: 'Testimonial not found',
  reviewNotFound: 'Review not found',
  reviewNotFlagged: 'This review has no pending flags',
  blogCreated: 'Blog post created',
  blogUpdated: 'Blog post updated',
  blogDeleted: 'Blog post deleted',
  faqCreated: 'FAQ created',
  faqUpdated: 'FAQ updated',
  faqDeleted: 'FAQ deleted',
  faqMoved: 'FAQ moved',
  testimonialCreated: 'Testimonial created',
  testimonialUpdated: 'Testimonial updated',
  testimonialDeleted: 'Testimonial deleted',
  reviewApproved: 'Review approved',
  reviewRemoved: 'Review removed',
  // Failure toasts (SPEC 8); the worker never sends these, the web shows them when a call fails.
  loadBlogPostsFailed: 'Failed to load blog posts',
  saveBlogPostFailed: 'Failed to save blog post',
  deleteBlogPostFailed: 'Failed to delete blog post',
  loadFaqsFailed: 'Failed to load FAQs',
  saveFaqFailed: 'Failed to save FAQ',
  deleteFaqFailed: 'Failed to delete FAQ',
  loadTestimonialsFailed: 'Failed to load testimonials',
  saveTestimonialFailed: 'Failed to save testimonial',
  deleteTestimonialFailed: 'Failed to delete testimonial',
  loadFlaggedReviewsFailed: 'Failed to load flagged reviews',
  resolveFlagFailed: 'Failed to resolve flag',
} as const;

/** Shown for a review whose author has no name (SPEC 2 Review moderation). */
export const UNKNOWN_REVIEWER = 'Unknown';
