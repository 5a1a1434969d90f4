import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { blogPosts, trainers } from '#worker/db/schema';
import type { QueryDb } from '#worker/db/sql-text';

/** A part's rows, each read by an id range, so a part costs one rowid range read however big the table is. */
export interface SitemapEntryRow {
  slug: string;
  updated_at: string;
}

export interface IdRange {
  first: number;
  last: number;
}

// Without ANALYZE statistics SQLite prefers a `status = ?` index to the rowid range, reading every approved trainer.
function notIndexed(table: SQLiteTable): SQL {
  return sql`${table} NOT INDEXED`;
}

/** MAX of the rowid is one b-tree step. */
export function maxTrainerIdQuery<TRunResult>(db: QueryDb<TRunResult>) {
  return db.select({ max_id: sql<number | null>`max(${trainers.id})`.as('max_id') }).from(trainers);
}

export function maxPostIdQuery<TRunResult>(db: QueryDb<TRunResult>) {
  return db.select({ max_id: sql<number | null>`max(${blogPosts.id})`.as('max_id') }).from(blogPosts);
}

// The table is SQL here, so the selection is SQL too, aliased, as batch rows are keyed by column name.
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
