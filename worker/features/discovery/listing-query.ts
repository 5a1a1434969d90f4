import { and, asc, count, desc, eq, exists, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { isPublicTrainer } from '../../db/public-trainer.ts';
import { profiles, services, trainers } from '../../db/schema.ts';
import { type QueryDb, sqlTextOnly } from '../../db/sql-text.ts';
import type { ListTrainersQuery, TrainerCardData } from '../../shared/api/trainers.ts';
import { type CategoryKey, isCategoryKey } from '../../shared/categories.ts';
import { PAGE_SIZE, type SortOption } from '../../shared/listing-options.ts';
import { toFtsQuery } from './fts-query.ts';

/**
 * The Browse / category listing: filtered, sorted and paged in D1 in one round trip (page +
 * count). No Workers types, so `npm run bench` can EXPLAIN it too (`buildListingQuery`). It reads
 * the stored figures on `trainers` (min_price, rating_avg, review_count, kept by triggers) and the
 * FTS5 index, so it never aggregates services or reviews at request time.
 */
const ORDER_BY: Record<SortOption, SQL[]> = {
  featured: [
    desc(trainers.isFeatured),
    desc(trainers.featuredAt),
    desc(trainers.ratingAvg),
    desc(trainers.reviewCount),
    desc(trainers.id),
  ],
  rating: [desc(trainers.ratingAvg), desc(trainers.reviewCount), desc(trainers.id)],
  newest: [desc(trainers.createdAt), desc(trainers.id)],
  'price-low': [asc(trainers.minPrice), asc(trainers.id)],
  'price-high': [desc(trainers.minPrice), desc(trainers.id)],
};

/** A trainer card's columns: the listing's rows, and the head of a public profile. */
export const cardFields = {
  id: trainers.id,
  slug: trainers.slug,
  full_name: profiles.fullName,
  headline: trainers.headline,
  profile_image: profiles.profileImage,
  min_price: trainers.minPrice,
  rating_avg: trainers.ratingAvg,
  review_count: trainers.reviewCount,
  is_featured: trainers.isFeatured,
  identity_verified: trainers.identityVerified,
  email_verified: trainers.emailVerified,
  categories: sql<string | null>`(select group_concat(distinct ${services.category}) from ${services}
    where ${eq(services.trainerId, trainers.id)})`,
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
    rating_avg: Math.round(row.rating_avg * 100) / 100,
    review_count: row.review_count,
    is_featured: row.is_featured,
    identity_verified: row.identity_verified,
    email_verified: row.email_verified,
  };
}

/** The page and its total, as queries for `db.batch`. */
export function listingQueries<TRunResult>(db: QueryDb<TRunResult>, query: ListTrainersQuery, pageSize = PAGE_SIZE) {
  const where = and(
    isPublicTrainer,
    gt(trainers.serviceCount, 0),
    query.category && query.category !== 'all'
      ? exists(
          db
            .select({ id: services.id })
            .from(services)
            .where(and(eq(services.trainerId, trainers.id), eq(services.category, query.category))),
        )
      : undefined,
    query.minPrice !== undefined ? gte(trainers.minPrice, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(trainers.minPrice, query.maxPrice) : undefined,
    query.minRating && query.minRating !== '0' ? gte(trainers.ratingAvg, Number(query.minRating)) : undefined,
    query.verified === 'true' ? eq(trainers.identityVerified, true) : undefined,
  );
  const page = <T extends SQLiteSelect>(select: T, order: SQL[]) =>
    select
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
  // The total is a separate count in the same batch: a window count(*) OVER () would force
  // SQLite to build and sort every match instead of walking the sort index for one page.
  const fts = toFtsQuery(query.search);
  if (!fts) {
    return {
      page: page(
        db.select(cardFields).from(trainers).innerJoin(profiles, eq(profiles.id, trainers.userId)).$dynamic(),
        ORDER_BY[query.sort],
      ),
      count: db.select({ total: count() }).from(trainers).where(where),
    };
  }
  // Raw SQL: FTS5's MATCH and bm25() have no builder. The matches (m) join trainers by rowid.
  const matches = sql`(select rowid as id, bm25(trainer_search) as rank from trainer_search
    where trainer_search match ${fts}) m`;
  const isMatch = eq(trainers.id, sql`m.id`);
  // With a search, relevance (bm25) orders within the chosen sort's first key.
  const order =
    query.sort === 'featured'
      ? [desc(trainers.isFeatured), sql`m.rank asc`, desc(trainers.ratingAvg), desc(trainers.id)]
      : ORDER_BY[query.sort];
  return {
    page: page(
      db
        .select(cardFields)
        .from(matches)
        .innerJoin(trainers, isMatch)
        .innerJoin(profiles, eq(profiles.id, trainers.userId))
        .$dynamic(),
      order,
    ),
    count: db.select({ total: count() }).from(matches).innerJoin(trainers, isMatch).where(where),
  };
}

/** The listing's SQL as text, for EXPLAIN (the query-plan test, `npm run bench`). */
export function buildListingQuery(query: ListTrainersQuery, pageSize = PAGE_SIZE) {
  const { page, count } = listingQueries(sqlTextOnly, query, pageSize);
  const rendered = page.toSQL();
  const counted = count.toSQL();
  return { sql: rendered.sql, params: rendered.params, countSql: counted.sql, countParams: counted.params };
}
