import type { ListTrainersQuery, TrainerCardData } from '../../shared/api/trainers.ts';
import { type CategoryKey, isCategoryKey } from '../../shared/categories.ts';
import { PAGE_SIZE, type SortOption } from '../../shared/listing-options.ts';
import { toFtsQuery } from './fts-query.ts';

/**
 * SQL for the Browse / category listing: filtered, sorted and paged in D1 in one round trip
 * (page + count). Plain TypeScript with no Workers types, so `npm run bench` can EXPLAIN it too. It reads the
 * stored figures on `trainers` (min_price, rating_avg, review_count, kept by triggers) and the
 * FTS5 index, so it never aggregates services or reviews at request time.
 */
const ORDER_BY: Record<SortOption, string> = {
  featured: 't.is_featured DESC, t.featured_at DESC, t.rating_avg DESC, t.review_count DESC, t.id DESC',
  rating: 't.rating_avg DESC, t.review_count DESC, t.id DESC',
  newest: 't.created_at DESC, t.id DESC',
  'price-low': 't.min_price ASC, t.id ASC',
  'price-high': 't.min_price DESC, t.id DESC',
};

/** With a search, relevance (bm25) orders within the chosen sort's first key. */
const ORDER_BY_WITH_SEARCH: Record<SortOption, string> = {
  featured: 't.is_featured DESC, m.rank ASC, t.rating_avg DESC, t.id DESC',
  rating: ORDER_BY.rating,
  newest: ORDER_BY.newest,
  'price-low': ORDER_BY['price-low'],
  'price-high': ORDER_BY['price-high'],
};

export const CARD_COLUMNS = `t.id, t.slug, p.full_name, t.headline, p.profile_image, t.min_price, t.rating_avg,
  t.review_count, t.is_featured, t.identity_verified, t.email_verified,
  (SELECT group_concat(DISTINCT s.category) FROM services s WHERE s.trainer_id = t.id) AS categories`;

export interface CardRow {
  id: number;
  slug: string;
  full_name: string;
  headline: string;
  profile_image: string | null;
  min_price: number | null;
  rating_avg: number;
  review_count: number;
  is_featured: number;
  identity_verified: number;
  email_verified: number;
  categories: string | null;
}

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
    is_featured: Boolean(row.is_featured),
    identity_verified: Boolean(row.identity_verified),
    email_verified: Boolean(row.email_verified),
  };
}

export function buildListingQuery(query: ListTrainersQuery, pageSize = PAGE_SIZE) {
  const where = ["t.status = 'approved'", 't.owner_banned = 0', 't.service_count > 0'];
  const params: unknown[] = [];
  const fts = toFtsQuery(query.search);
  if (fts) params.push(fts);
  if (query.category && query.category !== 'all') {
    where.push('EXISTS (SELECT 1 FROM services c WHERE c.trainer_id = t.id AND c.category = ?)');
    params.push(query.category);
  }
  if (query.minPrice !== undefined) {
    where.push('t.min_price >= ?');
    params.push(query.minPrice);
  }
  if (query.maxPrice !== undefined) {
    where.push('t.min_price <= ?');
    params.push(query.maxPrice);
  }
  if (query.minRating && query.minRating !== '0') {
    where.push('t.rating_avg >= ?');
    params.push(Number(query.minRating));
  }
  if (query.verified === 'true') where.push('t.identity_verified = 1');

  const from = fts
    ? `(SELECT rowid AS id, bm25(trainer_search) AS rank FROM trainer_search WHERE trainer_search MATCH ?) m
       JOIN trainers t ON t.id = m.id`
    : 'trainers t';
  const order = (fts ? ORDER_BY_WITH_SEARCH : ORDER_BY)[query.sort];
  // The total is a separate count in the same batch: a window count(*) OVER () would force
  // SQLite to build and sort every match instead of walking the sort index for one page.
  const sql = `SELECT ${CARD_COLUMNS}
    FROM ${from}
    JOIN profiles p ON p.id = t.user_id
    WHERE ${where.join(' AND ')}
    ORDER BY ${order}
    LIMIT ? OFFSET ?`;
  const countSql = `SELECT count(*) AS total FROM ${from} WHERE ${where.join(' AND ')}`;
  return { sql, params: [...params, pageSize, (query.page - 1) * pageSize], countSql, countParams: params };
}
