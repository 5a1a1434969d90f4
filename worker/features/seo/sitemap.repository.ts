import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { blogPosts, trainers } from '#worker/db/schema';
import type { QueryDb } from '#worker/db/sql-text';

/**
 * Rows one sitemap part lists: listed trainers (public, as isPublicTrainer in trainer-profile says,
 * and with at least one service: the `listed` column the browse and category lists use) or published
 * posts, each read by a range of ids, so a part costs one rowid range read however big the table is
 * (sitemap-plan.test.ts asserts the plans).
 */
export interface SitemapEntryRow {
  slug: string;
  updated_at: string;
}

/** Ids first..last inclusive. */
export interface IdRange {
  first: number;
  last: number;
}

/**
 * The table without its indexes; rowid lookups still work. Without ANALYZE statistics SQLite takes
 * `status = ?` (or `is_published = ?`) on an index for a few rows and prefers it to the rowid
 * range: at scale that reads every approved trainer and sorts them, for one part.
 */
function notIndexed(table: SQLiteTable): SQL {
  return sql`${table} NOT INDEXED`;
}

/** The largest trainer id (0 for none): how many trainer parts there are. MAX of the rowid is one b-tree step. */
export function maxTrainerIdQuery<TRunResult>(db: QueryDb<TRunResult>) {
  return db.select({ max_id: sql<number | null>`max(${trainers.id})`.as('max_id') }).from(trainers);
}

export function maxPostIdQuery<TRunResult>(db: QueryDb<TRunResult>) {
  return db.select({ max_id: sql<number | null>`max(${blogPosts.id})`.as('max_id') }).from(blogPosts);
}

// The table is SQL here, so drizzle cannot check plain columns against it: the selection is SQL too,
// aliased, as rows in a batch are keyed by column name.
export function listedTrainerSlugsQuery<TRunResult>(db: QueryDb<TRunResult>, range: IdRange) {
  return db
    .select({
      slug: sql<string>`${trainers.slug}`.as('slug'),
      updated_at: sql<string>`${trainers.updatedAt}`.as('updated_at'),
    })
    .from(notIndexed(trainers))
    .where(and(between(trainers.id, range.first, range.last), eq(trainers.listed, true)))
    .orderBy(trainers.id);
}

/** Posts keep no edit time: a post's lastmod is its publication (or creation) time. */
export function publishedPostSlugsQuery<TRunResult>(db: QueryDb<TRunResult>, range: IdRange) {
  return db
    .select({
      slug: sql<string>`${blogPosts.slug}`.as('slug'),
      updated_at: sql<string>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`.as('updated_at'),
    })
    .from(notIndexed(blogPosts))
    .where(and(between(blogPosts.id, range.first, range.last), eq(blogPosts.isPublished, true)))
    .orderBy(blogPosts.id);
}
