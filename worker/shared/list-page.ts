import type { QueryParamReader } from './browse-filters';
import { MAX_PAGE } from './listing-options';

/**
 * The page of a list (browse, category, blog) a URL asks for: `?page=N` from 2 to MAX_PAGE, else
 * the first (a hand-edited URL still works). Each page has its own address, so the lists are real
 * paged links a crawler follows (the worker renders page N with its own canonical), while "Load
 * more" continues from it for people. Shared so the worker embeds page N under the query the web
 * app asks for.
 */
export function readListPage(get: QueryParamReader): number {
  const raw = get('page') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

/** The page's entry in a list's query (after its filters), past the first page only: page 1 is the list's own address. */
export function listPageEntries(page: number): [string, string][] {
  return page > 1 ? [['page', String(page)]] : [];
}
