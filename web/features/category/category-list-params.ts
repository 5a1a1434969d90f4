import type { CategoryKey } from '#shared/categories';

/** The listing query of a category page; the loader and the page must build the same one to share a request. */
export function categoryListParams(category: CategoryKey): URLSearchParams {
  return new URLSearchParams({ category });
}
