/** Cache keys of public trainer profiles and their reviews. */
export const trainerProfileKeys = {
  all: ['trainers', 'profile'] as const,
  detail: (slug: string) => [...trainerProfileKeys.all, slug] as const,
  reviews: (slug: string) => ['trainers', 'reviews', slug] as const,
};
