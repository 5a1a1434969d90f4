import type { CategoryKey } from '#shared/categories';
import { listPageEntries, readListPage } from '#shared/list-page';

/**
 * The listing query of a category page from its URL's query (the page it starts from, #shared/list-page);
 * the loader and the page must build the same one to share a request.
 */
export function categoryListParams(category: CategoryKey, search: URLSearchParams): URLSearchParams {
  const page = readListPage((name) => search.get(name));
  return new URLSearchParams([['category', category], ...listPageEntries(page)]);
}
