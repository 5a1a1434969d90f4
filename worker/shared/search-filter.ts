import type { QueryParamReader } from './browse-filters';

/** A search plus a category chip (blog, FAQ), shared so the worker embeds exactly the query the app asks for. */
export interface SearchFilter {
  search: string;
  /** null: All. */
  category: string | null;
}

/** The chip that means "every category"; it is the absence of `category` in the URL. */
export const ALL_CATEGORIES = 'All';

export function readSearchFilter(get: QueryParamReader): SearchFilter {
  const category = get('category')?.trim() ?? '';
  return {
    search: get('search') ?? '',
    category: category && category.toLowerCase() !== ALL_CATEGORIES.toLowerCase() ? category : null,
  };
}

/** Only what is set goes into the URL and the API query, in this order: a trimmed search, a category other than All. */
export function searchFilterEntries(filter: SearchFilter): [string, string][] {
  const entries: [string, string][] = [];
  const search = filter.search.trim();
  if (search) entries.push(['search', search]);
  if (filter.category) entries.push(['category', filter.category]);
  return entries;
}
