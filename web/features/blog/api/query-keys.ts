/** Cache keys of the public blog (content writes in the admin invalidate `all`). */
export const blogKeys = {
  all: ['blog'] as const,
  /** `params` is the normalised query string (writeSearchFilter), so equal filters share a key. */
  list: (params: string) => [...blogKeys.all, 'list', params] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};
