/** Cache keys of the trainer listing (browse and category pages share entries for the same filters). */
export const trainerListKeys = {
  all: ['trainers', 'list'] as const,
  /** `params` is the normalised API query string (see toSearchParams), so equal filters share a key. */
  list: (params: string) => [...trainerListKeys.all, params] as const,
};

/** The listing's first page has no cursor; each next page is the previous answer's `next_cursor`. */
export const FIRST_TRAINER_PAGE: string | null = null;
