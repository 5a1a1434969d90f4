/** Cache keys of the home page's public data. */
export const testimonialKeys = {
  featured: () => ['testimonials', 'featured'] as const,
};
