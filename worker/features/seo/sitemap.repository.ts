/** Rows the sitemap lists: public trainers (approved, owner not banned: db/public-trainer.ts) and published posts. */
export interface SitemapEntryRow {
  slug: string;
  updated_at: string;
}

export async function listApprovedTrainerSlugs(db: D1Database): Promise<SitemapEntryRow[]> {
  const { results } = await db
    .prepare("SELECT slug, updated_at FROM trainers WHERE status = 'approved' AND owner_banned = 0 ORDER BY id")
    .all<SitemapEntryRow>();
  return results;
}

/** Posts keep no edit time: a post's lastmod is its publication (or creation) time. */
export async function listPublishedPostSlugs(db: D1Database): Promise<SitemapEntryRow[]> {
  const { results } = await db
    .prepare(
      'SELECT slug, coalesce(published_at, created_at) AS updated_at FROM blog_posts WHERE is_published = 1 ORDER BY published_at DESC, id DESC',
    )
    .all<SitemapEntryRow>();
  return results;
}
