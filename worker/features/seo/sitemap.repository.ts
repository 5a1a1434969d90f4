import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isPublicTrainer } from '../../db/public-trainer';
import { blogPosts, trainers } from '../../db/schema';

/** Rows the sitemap lists: public trainers (approved, owner not banned: db/public-trainer.ts) and published posts. */
export interface SitemapEntryRow {
  slug: string;
  updated_at: string;
}

export function listApprovedTrainerSlugs(db: Database): Promise<SitemapEntryRow[]> {
  return db
    .select({ slug: trainers.slug, updated_at: trainers.updatedAt })
    .from(trainers)
    .where(isPublicTrainer)
    .orderBy(trainers.id);
}

/** Posts keep no edit time: a post's lastmod is its publication (or creation) time. */
export function listPublishedPostSlugs(db: Database): Promise<SitemapEntryRow[]> {
  return db
    .select({
      slug: blogPosts.slug,
      updated_at: sql<string>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
