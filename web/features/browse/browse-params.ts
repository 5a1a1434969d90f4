import { type BrowseFilters, browseFilterEntries, readBrowseFilters } from '#shared/browse-filters';
import { listPageEntries, readListPage } from '#shared/list-page';

// The rules live in #shared/browse-filters: the worker embeds a page's first listing using the same ones.
export { type BrowseFilters, DEFAULT_FILTERS } from '#shared/browse-filters';

/** Browse filter state lives in the URL (shareable, back button works). */
export function readFilters(params: URLSearchParams): BrowseFilters {
  return readBrowseFilters((name) => params.get(name));
}

/** Only non-default values go into the URL and the API query. */
export function toSearchParams(filters: BrowseFilters): URLSearchParams {
  return new URLSearchParams(browseFilterEntries(filters));
}

/** The listing query of a /trainers URL: its filters, then the page it starts from (#shared/list-page). */
export function browseListParams(params: URLSearchParams): URLSearchParams {
  const page = readListPage((name) => params.get(name));
  return new URLSearchParams([...browseFilterEntries(readFilters(params)), ...listPageEntries(page)]);
}
