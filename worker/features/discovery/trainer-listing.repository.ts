import type { Database } from '../../db/client';
import { readCounters } from '../../db/row-counts';
import { ApiError } from '../../lib/errors';
import type { ListTrainersQuery, TrainerListResponse } from '../../shared/api/trainers';
import { LISTING_COUNT_CAP, PAGE_SIZE } from '../../shared/listing-options';
import { decodeCursor, encodeCursor } from './listing-cursor';
import {
  cursorAfter,
  isRankedSearch,
  listingCountQuery,
  listingPageQuery,
  type PageRow,
  sortKeyLength,
  toCard,
} from './listing-query';

const CURSOR_INVALID = 'Invalid page cursor';

/** The whole listing: no search and no filter (the sort and the page do not change the total). */
function isUnfiltered(query: ListTrainersQuery): boolean {
  return (
    !query.search?.trim() &&
    (query.category ?? 'all') === 'all' &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    (query.minRating ?? '0') === '0' &&
    query.verified !== 'true'
  );
}

/**
 * A listing page in two round trips: the total first (a counter, or a capped count), because it
 * decides how the page is read (listing-query.ts), then the page. Reads stored figures kept by triggers, never aggregates.
 */
export async function listApprovedTrainers(
  db: Database,
  query: ListTrainersQuery,
  cap = LISTING_COUNT_CAP,
): Promise<TrainerListResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, sortKeyLength(query.sort)) : null;
  if (query.cursor && !cursor) throw new ApiError(400, 'validation_error', CURSOR_INVALID, { cursor: CURSOR_INVALID });
  // Unfiltered, the exact total is a counter the triggers keep; filtered, a count capped at `cap`.
  const exact = isUnfiltered(query) ? (await readCounters(db, ['trainers:listed']))['trainers:listed'] : null;
  const matches = exact ?? (await listingCountQuery(db, query, cap))[0]?.total ?? 0;
  const broad = matches > cap;
  const rows: PageRow[] = matches === 0 ? [] : await listingPageQuery(db, query, { broad, cursor });
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
