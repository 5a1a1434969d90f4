/** Cache keys of public trainer profiles and their reviews. */
export const trainerProfileKeys = {
  all: ['trainers', 'profile'] as const,
  detail: (slug: string) => [...trainerProfileKeys.all, slug] as const,
  /** Every trainer's reviews (a reviewer renamed or deleted their account). */
  allReviews: ['trainers', 'reviews'] as const,
  reviews: (slug: string) => [...trainerProfileKeys.allReviews, slug] as const,
};
