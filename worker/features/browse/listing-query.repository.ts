import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ListTrainersQuery, TrainerCardData } from '#shared/api/trainers';
import { type CategoryKey, isCategoryKey } from '#shared/categories';
import { LISTING_COUNT_CAP, PAGE_SIZE, type SortOption } from '#shared/listing-options';
import { categoryBit } from '#worker/db/category-mask';
import { profiles, services, trainers } from '#worker/db/schema';
import { type QueryDb, sqlTextOnly } from '#worker/db/sql-text';
import { hasIndexedPrefixesOnly, toFtsQuery } from '#worker/features/browse/fts-query';

/**
 * The Browse / category listing. No Workers types, so `npm run bench` and the plan test can EXPLAIN
 * exactly what runs (`buildListingQuery`). It reads the stored figures on `trainers` (min_price,
 * rating_avg, review_count, kept by triggers) and the FTS5 index, so it never aggregates services
 * or reviews at request time, and nothing it does grows with the number of trainers:
 *
 * - the count stops at LISTING_COUNT_CAP + 1 matches ("1,000+"), read in any index order;
 * - a page walks the chosen sort's partial index over listed trainers (`listed = 1`, migration
 *   0014), or over the category's listed trainers on a category page (migration 0017), from the
 *   cursor's row (keyset), so page 500 costs what page 1 does;
 * - the count decides how a filtered page is read: with more than the cap matching, the filters
 *   match at least 1 row in 100 and the sort index finds a page within about 100 rows per card
 *   (filters are written `+column` so SQLite does not range over them and sort); with at most
 *   the cap matching, SQLite may range over a filter's index and sort those few;
 * - a broad search checks the rows it walks against its words' match set, or, when the words match
 *   at least one listed trainer in ten and each has its own prefix index, against the index by
 *   rowid (building the set of a word that half the trainers match cost more than the page).
 */
/** A row's place in a sort (its sort key and id), or an offset for a search ranked by relevance. */
export type SortKey = (string | number)[];
export type ListingCursor = { sort: SortOption; key: SortKey } | { sort: SortOption; offset: number };

const SORT_COLUMNS: Record<SortOption, { columns: SQLiteColumn[]; direction: 'asc' | 'desc' }> = {
  featured: {
    columns: [trainers.featuredKey, trainers.ratingAvg, trainers.reviewCount, trainers.id],
    direction: 'desc',
  },
  rating: { columns: [trainers.ratingAvg, trainers.reviewCount, trainers.id], direction: 'desc' },
  newest: { columns: [trainers.createdAt, trainers.id], direction: 'desc' },
  'price-low': { columns: [trainers.minPrice, trainers.id], direction: 'asc' },
  'price-high': { columns: [trainers.minPrice, trainers.id], direction: 'desc' },
};

export const sortKeyLength = (sort: SortOption) => SORT_COLUMNS[sort].columns.length;

/**
 * The length of a trainer's cheapest service (of several at that price, the first in the index),
 * as a column of a query over `trainers`: what a card's "From $50 / 1 h" is for. Read per row
 * shown, in services_trainer_price_idx order alone (no sort of its own: the plan tests check).
 */
export function cheapestServiceMinutes() {
  return sql<number | null>`(select ${services.durationMinutes} from ${services}
    where ${eq(services.trainerId, trainers.id)} order by ${services.price} limit 1)`.as('min_price_minutes');
}

/** A trainer card's columns: the listing's rows, and the head of a public profile. */
export const cardFields = {
  id: trainers.id,
  slug: trainers.slug,
  full_name: profiles.fullName,
  headline: trainers.headline,
  profile_image: profiles.profileImage,
  min_price: trainers.minPrice,
  min_price_minutes: cheapestServiceMinutes(),
  rating_avg: trainers.ratingAvg,
  review_count: trainers.reviewCount,
  is_featured: trainers.isFeatured,
  identity_verified: trainers.identityVerified,
  email_verified: trainers.emailVerified,
  categories: sql<string | null>`(select group_concat(distinct ${services.category}) from ${services}
    where ${eq(services.trainerId, trainers.id)})`.as('categories'),
};

export type CardRow = SelectResultFields<typeof cardFields>;

export function toCard(row: CardRow): TrainerCardData {
  return {
    id: row.id,
    slug: row.slug,
    full_name: row.full_name,
    headline: row.headline,
    profile_image: row.profile_image,
    categories: (row.categories ?? '').split(',').filter(isCategoryKey) as CategoryKey[],
    min_price: row.min_price,
    min_price_minutes: row.min_price_minutes,
    rating_avg: Math.round(row.rating_avg * 100) / 100,
    review_count: row.review_count,
    is_featured: row.is_featured,
    identity_verified: row.identity_verified,
    email_verified: row.email_verified,
  };
}

/** A price, rating or verified filter is set (the filters other than the search and the category). */
export function hasValueFilters(query: ListTrainersQuery): boolean {
  return (
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    (query.minRating ?? '0') !== '0' ||
    query.verified === 'true'
  );
}

/** A page's row: a card, and its sort key columns for the next cursor. */
const pageFields = { ...cardFields, featured_key: trainers.featuredKey, created_at: trainers.createdAt };

/**
 * `listed = 1` as a literal: a partial index on listed trainers is only usable when SQLite can see
 * the 1 while planning (a bound parameter is known only at a re-prepare, and INDEXED BY fails before).
 */
const isListed = sql`${trainers.listed} = 1`;

/**
 * The trainer has a service in `category`: its bit in `category_mask`, as a literal, so that with
 * `listed = 1` SQLite sees the category's own sort indexes apply (their condition, category-mask.ts).
 */
const inCategory = (category: CategoryKey) =>
  sql`(${trainers.categoryMask} & ${sql.raw(String(categoryBit(category)))}) != 0`;

/** Listed trainers looked up by id through their covering index (see trainers_listed_id_idx). */
const listedById = sql`${trainers} indexed by trainers_listed_id_idx`;

/** A filter column the page must not range over (see above): `+column` keeps the value, drops the index. */
const noIndex = (column: SQLiteColumn) => sql<number>`+${column}`;
const indexed = (column: SQLiteColumn) => sql<number>`${column}`;

function filters(query: ListTrainersQuery, rangeOver: 'any' | SortOption) {
  const price = rangeOver === 'any' || rangeOver === 'price-low' || rangeOver === 'price-high';
  const rating = rangeOver === 'any' || rangeOver === 'rating';
  const minPrice = (price ? indexed : noIndex)(trainers.minPrice);
  const ratingAvg = (rating ? indexed : noIndex)(trainers.ratingAvg);
  return and(
    isListed,
    query.category && query.category !== 'all' ? inCategory(query.category) : undefined,
    query.minPrice !== undefined ? gte(minPrice, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(minPrice, query.maxPrice) : undefined,
    query.minRating && query.minRating !== '0' ? gte(ratingAvg, Number(query.minRating)) : undefined,
    query.verified === 'true' ? eq(trainers.identityVerified, true) : undefined,
  );
}

/** The FTS matches (m) of a search, joined to trainers by rowid. Raw SQL: MATCH and bm25() have no builder. */
const ftsMatches = (fts: string, ranked: boolean) =>
  ranked
    ? sql`(select rowid as id, bm25(trainer_search) as rank from trainer_search where trainer_search match ${fts}) m`
    : sql`(select rowid as id from trainer_search where trainer_search match ${fts}) m`;
const isMatch = eq(trainers.id, sql`m.id`);

/** The rows a count reads: a search's matches, each looked up in the listed ids' index; or trainers. */
const matchingRows = <TRunResult>(db: QueryDb<TRunResult>, fts: string | null) =>
  fts
    ? db
        .select({ id: sql<number>`m.id`.as('id') })
        .from(ftsMatches(fts, false))
        .innerJoin(listedById, isMatch)
    : db.select({ id: sql<number>`${trainers.id}`.as('id') }).from(trainers);

/**
 * How far apart the count's first and last matches may lie for a broad search to be "dense": the
 * count reads matches in rowid order, so LISTING_COUNT_CAP matches within 10 x the cap of ids
 * means at least one listed trainer in ten matches, and a page walks about 130 rows or fewer.
 * Probing that many by rowid costs less than building the match set (0.1 against 5 ms for a word
 * matching half of 100,000 trainers); sparser, the set is cheaper (a word matching 1 in 40: 7
 * against 0.3 ms).
 */
export const DENSE_SPAN_PER_MATCH = 10;

/** How many trainers match, up to `cap` + 1 (more means "at least the cap"). */
export function listingCountQuery<TRunResult>(
  db: QueryDb<TRunResult>,
  query: ListTrainersQuery,
  cap = LISTING_COUNT_CAP,
) {
  const fts = toFtsQuery(query.search);
  const capped = matchingRows(db, fts)
    .where(filters(query, 'any'))
    .limit(cap + 1)
    .as('capped');
  // `span`: how far apart the first and last counted ids lie (DENSE_SPAN_PER_MATCH).
  return db
    .select({
      total: count().as('total'),
      span: sql<number>`coalesce(max(${capped.id}) - min(${capped.id}), 0)`.as('span'),
    })
    .from(capped);
}

const COUNTED = 'counted';
const countedTotal = sql<number>`(select total from ${sql.identifier(COUNTED)})`;
const countedSpan = sql<number>`(select span from ${sql.identifier(COUNTED)})`;

/** Which way a page is read (see above): ranked or filtered few, broad against the match set, broad by probe. */
export type PagePlan = 'narrow' | 'broad' | 'probe';

/**
 * The page and the capped count in one statement, so a filtered miss is one round trip: the count
 * is a CTE, and each of the two page plans reads rows only on its side of the cap (its LIMIT is 0
 * on the other side, and SQLite tests the limit before the plan's loop, so that plan reads
 * nothing). Each row carries the count (`total`); no row means no match on a first page, and on
 * a later one an unknown count (listApprovedTrainers asks `listingCountQuery` then).
 */
export function listingPageWithCountQuery<TRunResult>(
  db: QueryDb<TRunResult>,
  query: ListTrainersQuery,
  options: { cursor: ListingCursor | null; cap?: number; pageSize?: number },
) {
  const cap = options.cap ?? LISTING_COUNT_CAP;
  const counted = db.$with(COUNTED).as(listingCountQuery(db, query, cap));
  const probes = canProbe(query);
  const dense = sql`${countedSpan} < ${cap * DENSE_SPAN_PER_MATCH}`;
  const conditions: Record<PagePlan, SQL> = {
    narrow: sql`${countedTotal} <= ${cap}`,
    broad: probes ? sql`${countedTotal} > ${cap} and not (${dense})` : sql`${countedTotal} > ${cap}`,
    probe: sql`${countedTotal} > ${cap} and ${dense}`,
  };
  const plan = (pagePlan: PagePlan) => {
    // The plan's condition goes into the page's own LIMIT (listingPageQuery): as a WHERE outside
    // it, the subquery would be read, and sorted, first.
    const page = listingPageQuery(db, query, { ...options, plan: pagePlan, onlyIf: conditions[pagePlan] }).as(
      `${pagePlan}_page`,
    );
    const columns = Object.fromEntries(
      Object.keys(pageFields).map((key) => [key, page[key as keyof typeof pageFields]]),
    ) as { [K in keyof typeof pageFields]: (typeof page)[K] };
    return { columns: { ...columns, total: countedTotal.as('total') }, page };
  };
  const broad = plan('broad');
  const narrow = plan('narrow');
  const both = db
    .with(counted)
    .select(broad.columns)
    .from(broad.page)
    .unionAll(db.select(narrow.columns).from(narrow.page));
  if (!probes) return both;
  const probe = plan('probe');
  return both.unionAll(db.select(probe.columns).from(probe.page));
}

/** A broad page of this search may be read by probing the index by rowid (every word has its prefix index). */
export const canProbe = (query: ListTrainersQuery) => hasIndexedPrefixesOnly(query.search);

/**
 * One page (and one row more, to know whether another follows), read by `plan` (PagePlan; 'broad'
 * and 'probe' once the count passed the cap). The page's sort key columns come along for the next
 * cursor.
 */
export function listingPageQuery<TRunResult>(
  db: QueryDb<TRunResult>,
  query: ListTrainersQuery,
  options: { plan: PagePlan; cursor: ListingCursor | null; pageSize?: number; onlyIf?: SQL },
) {
  const broad = options.plan !== 'narrow';
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const { columns, direction } = SORT_COLUMNS[query.sort];
  const orderBy = columns.map((column) => (direction === 'desc' ? desc(column) : asc(column)));
  const where = filters(query, broad ? query.sort : 'any');
  // `onlyIf` false: a limit of 0, which SQLite tests before the page's loop (a WHERE term holding a
  // subquery is tested row by row, so the loop would run). drizzle types limit() as a number; the
  // dialect embeds SQL as it is.
  const limit = options.onlyIf
    ? (sql`(case when ${options.onlyIf} then ${pageSize + 1} else 0 end)` as unknown as number)
    : pageSize + 1;
  const fts = toFtsQuery(query.search);
  if (fts && isRankedSearch({ broad, cursor: options.cursor })) {
    // Relevance (bm25) orders within the chosen sort's first key; a cursor is an offset here.
    const order =
      query.sort === 'featured' ? [desc(trainers.featuredKey), sql`m.rank asc`, ...orderBy.slice(1)] : orderBy;
    const offset = options.cursor && 'offset' in options.cursor ? options.cursor.offset : (query.page - 1) * pageSize;
    return db
      .select(pageFields)
      .from(ftsMatches(fts, query.sort === 'featured'))
      .innerJoin(trainers, isMatch)
      .innerJoin(profiles, eq(profiles.id, trainers.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
  const key = options.cursor && 'key' in options.cursor ? options.cursor.key : null;
  const after = key
    ? sql`(${sql.join(columns, sql`, `)}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${sql.join(
        key.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : undefined;
  // A broad search: the sort-index walk checks each row against its matches (rowids only, no
  // ranking), as a set or by a probe of the index.
  const matching = and(where, fts ? isSearchMatch(fts, options.plan) : undefined, after);
  const offset = key || options.cursor ? 0 : (query.page - 1) * pageSize;
  const page = db.select(pageFields).from(trainers).innerJoin(profiles, eq(profiles.id, trainers.userId));
  if (offset === 0)
    return page
      .where(matching)
      .orderBy(...orderBy)
      .limit(limit);
  // A page by number (`page=N`, OFFSET): the rows before it are skipped in the sort's index alone
  // (the ids, no trainer row or profile read for them), and only the page's rows are joined.
  const pageIds = db
    .select({ id: trainers.id })
    .from(trainers)
    .where(matching)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return page
    .where(inArray(trainers.id, pageIds))
    .orderBy(...orderBy)
    .limit(pageSize + 1);
}

function isSearchMatch(fts: string, plan: PagePlan) {
  return plan === 'probe'
    ? sql`exists (select 1 from trainer_search where trainer_search match ${fts} and rowid = ${trainers.id})`
    : inArray(noIndex(trainers.id), sql`(select rowid from trainer_search where trainer_search match ${fts})`);
}

export type PageRow = CardRow & { featured_key: string | null; created_at: string };

/**
 * A search is ranked by relevance (bm25) when it matches at most the count's cap; past it, ranking
 * would read and score every match, so the chosen sort alone orders it. A cursor keeps the way
 * its first page was read, even if the count has crossed the cap since.
 */
export function isRankedSearch(options: { broad: boolean; cursor: ListingCursor | null }): boolean {
  return options.cursor ? 'offset' in options.cursor : !options.broad;
}

/** The cursor that continues after `last`, the last row shown. */
export function cursorAfter(
  query: ListTrainersQuery,
  last: PageRow,
  shownBefore: number,
  ranked: boolean,
  pageSize = PAGE_SIZE,
): ListingCursor {
  if (toFtsQuery(query.search) && ranked) return { sort: query.sort, offset: shownBefore + pageSize };
  const keys: Record<SortOption, SortKey> = {
    featured: [last.featured_key ?? '', last.rating_avg, last.review_count, last.id],
    rating: [last.rating_avg, last.review_count, last.id],
    newest: [last.created_at, last.id],
    'price-low': [last.min_price ?? 0, last.id],
    'price-high': [last.min_price ?? 0, last.id],
  };
  return { sort: query.sort, key: keys[query.sort] };
}

/**
 * The listing's SQL as text, for EXPLAIN (the query-plan test, `npm run bench`): the count, the
 * page's shapes (the probe only for a search that can probe), and the one statement a filtered
 * page runs (the count and every shape, one of them read).
 */
export function buildListingQuery(query: ListTrainersQuery, cursor: ListingCursor | null = null) {
  const counted = listingCountQuery(sqlTextOnly, query).toSQL();
  const broad = listingPageQuery(sqlTextOnly, query, { plan: 'broad', cursor }).toSQL();
  const narrow = listingPageQuery(sqlTextOnly, query, { plan: 'narrow', cursor }).toSQL();
  const probe = canProbe(query) ? listingPageQuery(sqlTextOnly, query, { plan: 'probe', cursor }).toSQL() : null;
  const combined = listingPageWithCountQuery(sqlTextOnly, query, { cursor }).toSQL();
  return {
    probeSql: probe?.sql ?? null,
    probeParams: probe?.params ?? [],
    combinedSql: combined.sql,
    combinedParams: combined.params,
    sql: broad.sql,
    params: broad.params,
    narrowSql: narrow.sql,
    narrowParams: narrow.params,
    countSql: counted.sql,
    countParams: counted.params,
  };
}
