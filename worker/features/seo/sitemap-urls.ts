import { createDb } from '../../db/client';
import { CATEGORY_KEYS } from '../../shared/categories';
import { type CacheResult, readThrough } from '../discovery/listing-cache';
import { fixedIndexedPaths, pagePath } from './page-routes';
import type { SitemapUrl } from './sitemap';
import { sitemapDate } from './sitemap';
import { listApprovedTrainerSlugs, listPublishedPostSlugs, type SitemapEntryRow } from './sitemap.repository';

/** Pages that always exist (the indexed pages without parameters), in the web app's order. */
const FIXED_PATHS = fixedIndexedPaths();

/**
 * Every public URL: static pages, the 8 categories, published posts, approved trainers. The two
 * database lists come through the KV read-through cache, each checked against the version its
 * writes bump (trainers: `listing`, posts: `content`), so the sitemap changes with the listings.
 */
export async function loadSitemapUrls(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  origin: string,
): Promise<SitemapUrl[]> {
  const [trainers, posts] = await Promise.all([
    readThrough<SitemapEntryRow[]>(env, ctx, 'sitemap-trainers', {}, (d1) => listApprovedTrainerSlugs(createDb(d1))),
    readThrough<SitemapEntryRow[]>(
      env,
      ctx,
      'sitemap-posts',
      {},
      (d1) => listPublishedPostSlugs(createDb(d1)),
      () => true,
      'content',
    ),
  ]);
  const rows = (result: CacheResult<SitemapEntryRow[]>) =>
    result.hit ? (JSON.parse(result.json) as SitemapEntryRow[]) : result.value;
  const url = (path: string, lastmod?: string): SitemapUrl => ({
    loc: `${origin}${path}`,
    ...(lastmod ? { lastmod } : {}),
  });
  return [
    ...FIXED_PATHS.map((path) => url(path)),
    ...CATEGORY_KEYS.map((category) => url(pagePath({ kind: 'category', category }))),
    ...rows(posts).map((row) => url(pagePath({ kind: 'blog-post', slug: row.slug }), sitemapDate(row.updated_at))),
    ...rows(trainers).map((row) => url(pagePath({ kind: 'trainer', slug: row.slug }), sitemapDate(row.updated_at))),
  ];
}
