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

// The Browse / category listing (plans and indexes: features/browse/README.md, decisions 056-060).
// No Workers types here, so `npm run bench` and the plan test EXPLAIN exactly what runs.
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

/** The length of a trainer's cheapest service, for a card's "From $50 / 1 h"; read in services_trainer_price_idx order alone. */
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
  verified_review_count: trainers.verifiedReviewCount,
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
    verified_review_count: row.verified_review_count,
    is_featured: row.is_featured,
    identity_verified: row.identity_verified,
    email_verified: row.email_verified,
  };
}

export function hasValueFilters(query: ListTrainersQuery): boolean {
  return (
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    (query.minRating ?? '0') !== '0' ||
    query.verified === 'true'
  );
}

const pageFields = { ...cardFields, featured_key: trainers.featuredKey, created_at: trainers.createdAt };

// A literal: SQLite only uses a partial index when it sees the 1 while planning (a bound parameter is too late).
const isListed = sql`${trainers.listed} = 1`;

// The category's bit as a literal, so SQLite sees the category's own sort indexes apply.
const inCategory = (category: CategoryKey) =>
  sql`(${trainers.categoryMask} & ${sql.raw(String(categoryBit(category)))}) != 0`;

const listedById = sql`${trainers} indexed by trainers_listed_id_idx`;

// `+column` keeps the value but stops SQLite ranging over the column's index instead of walking the sort.
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

// Raw SQL: MATCH and bm25() have no builder.
const ftsMatches = (fts: string, ranked: boolean) =>
  ranked
    ? sql`(select rowid as id, bm25(trainer_search) as rank from trainer_search where trainer_search match ${fts}) m`
    : sql`(select rowid as id from trainer_search where trainer_search match ${fts}) m`;
const isMatch = eq(trainers.id, sql`m.id`);

const matchingRows = <TRunResult>(db: QueryDb<TRunResult>, fts: string | null) =>
  fts
    ? db
        .select({ id: sql<number>`m.id`.as('id') })
        .from(ftsMatches(fts, false))
        .innerJoin(listedById, isMatch)
    : db.select({ id: sql<number>`${trainers.id}`.as('id') }).from(trainers);

/** A broad search is "dense" when the cap's matches lie within this many ids per match: probing by rowid is then cheaper than building the match set (decision 060). */
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

export type PagePlan = 'narrow' | 'broad' | 'probe';

/** The page and the capped count in one statement, so a filtered miss is one round trip; each plan's LIMIT is 0 on the wrong side of the cap. */
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
    // In the page's own LIMIT: as a WHERE outside it, the subquery would be read and sorted first.
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

/** One page plus one row (to know whether another follows), read by `plan`. */
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
  // A limit of 0 is tested before the page's loop; a WHERE term holding a subquery is tested per row.
  // drizzle types limit() as a number; the dialect embeds SQL as it is.
  const limit = options.onlyIf
    ? (sql`(case when ${options.onlyIf} then ${pageSize + 1} else 0 end)` as unknown as number)
    : pageSize + 1;
  const fts = toFtsQuery(query.search);
  if (fts && isRankedSearch({ broad, cursor: options.cursor })) {
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
  const matching = and(where, fts ? isSearchMatch(fts, options.plan) : undefined, after);
  const offset = key || options.cursor ? 0 : (query.page - 1) * pageSize;
  const page = db.select(pageFields).from(trainers).innerJoin(profiles, eq(profiles.id, trainers.userId));
  if (offset === 0)
    return page
      .where(matching)
      .orderBy(...orderBy)
      .limit(limit);
  // `page=N`: the skipped rows are read in the sort's index alone; only the page's rows are joined.
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

/** Ranked by bm25 only within the count's cap (past it ranking reads every match); a cursor keeps its first page's way. */
export function isRankedSearch(options: { broad: boolean; cursor: ListingCursor | null }): boolean {
  return options.cursor ? 'offset' in options.cursor : !options.broad;
}

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

/** The listing's SQL as text, for EXPLAIN (the query-plan test, `npm run bench`). */
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
