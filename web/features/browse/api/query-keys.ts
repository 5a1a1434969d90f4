/** Cache keys of the trainer listing (browse and category pages share entries for the same filters). */
export const trainerListKeys = {
  all: ['trainers', 'list'] as const,
  /** `params` is the normalised API query string (see toSearchParams), so equal filters share a key. */
  list: (params: string) => [...trainerListKeys.all, params] as const,
};

/** The listing's first page has no cursor; each next page is the previous answer's `next_cursor`. */
export const FIRST_TRAINER_PAGE: string | null = null;

/** Cache keys of public trainer profiles and their reviews (the profile page, the reviews on it, cards that prefetch it). */
export const trainerProfileKeys = {
  all: ['trainers', 'profile'] as const,
  detail: (slug: string) => [...trainerProfileKeys.all, slug] as const,
  /** Every trainer's reviews (a reviewer renamed or deleted their account). */
  allReviews: ['trainers', 'reviews'] as const,
  reviews: (slug: string) => [...trainerProfileKeys.allReviews, slug] as const,
};
