import type { ListTrainersQuery, TrainerListResponse } from '#shared/api/trainers';
import { LISTING_COUNT_CAP, PAGE_SIZE } from '#shared/listing-options';
import { PAGE_CURSOR_INVALID } from '#shared/query-params';
import type { Database } from '#worker/db/client';
import { countersQuery, toCounters } from '#worker/db/row-counts';
import { ApiError } from '#worker/lib/errors';
import { decodeCursor, encodeCursor } from './listing-cursor';
import {
  cursorAfter,
  hasValueFilters,
  isRankedSearch,
  listingCountQuery,
  listingPageQuery,
  listingPageWithCountQuery,
  type PageRow,
  sortKeyLength,
  toCard,
} from './listing-query.repository';

const LISTED = 'trainers:listed';

function isUnfiltered(query: ListTrainersQuery): boolean {
  return !query.search?.trim() && (query.category ?? 'all') === 'all' && !hasValueFilters(query);
}

/** A listing page in one round trip; every read goes through `db.batch`, so a cache miss reads its version in the first one. */
export async function listApprovedTrainers(
  db: Database,
  query: ListTrainersQuery,
  cap = LISTING_COUNT_CAP,
): Promise<TrainerListResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, sortKeyLength(query.sort)) : null;
  if (query.cursor && !cursor)
    throw new ApiError(400, 'validation_error', PAGE_CURSOR_INVALID, { cursor: PAGE_CURSOR_INVALID });
  let exact: number | null = null;
  let matches: number;
  let broad: boolean;
  let rows: PageRow[];
  if (isUnfiltered(query)) {
    const [counters, page] = await db.batch([
      countersQuery(db, [LISTED]),
      listingPageQuery(db, query, { plan: 'broad', cursor }),
    ]);
    exact = toCounters([LISTED], counters)[LISTED];
    matches = exact;
    broad = matches > cap;
    rows = page;
  } else {
    const [page] = await db.batch([listingPageWithCountQuery(db, query, { cursor, cap })]);
    const firstPage = !cursor && query.page === 1;
    if (page[0]) matches = page[0].total;
    else if (firstPage) matches = 0;
    else matches = (await db.batch([listingCountQuery(db, query, cap)]))[0][0]?.total ?? 0; // past the end
    broad = matches > cap;
    rows = page;
  }
  const shown = rows.slice(0, PAGE_SIZE);
  const last = shown.at(-1);
  const hasMore = rows.length > PAGE_SIZE && last !== undefined;
  const shownBefore = cursor && 'offset' in cursor ? cursor.offset : (query.page - 1) * PAGE_SIZE;
  return {
    trainers: shown.map(toCard),
    total: exact ?? Math.min(matches, cap),
    total_capped: exact === null && broad,
    page: query.page,
    page_size: PAGE_SIZE,
    has_more: hasMore,
    next_cursor: hasMore
      ? encodeCursor(cursorAfter(query, last, shownBefore, isRankedSearch({ broad, cursor })))
      : null,
  };
}
