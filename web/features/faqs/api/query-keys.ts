/** Cache keys of the public FAQ page (content writes in the admin invalidate `all`). */
export const faqKeys = {
  all: ['faqs'] as const,
  /** `params` is the normalised query string (writeSearchFilter), so equal filters share a key. */
  list: (params: string) => [...faqKeys.all, 'list', params] as const,
};
