import type { QueryParamReader } from './browse-filters';
import { MAX_PAGE } from './listing-options';

/** `?page=N` from 2 to MAX_PAGE, else the first: real paged links for crawlers, while people "Load more" from there. */
export function readListPage(get: QueryParamReader): number {
  const raw = get('page') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGE);
}

/** Past the first page only: page 1 is the list's own address. */
export function listPageEntries(page: number): [string, string][] {
  return page > 1 ? [['page', String(page)]] : [];
}
