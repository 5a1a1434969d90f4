import { CATEGORY_KEYS } from '#shared/categories';
import { contentEtag } from '#worker/lib/conditional-response';
import { type CacheResult, type CacheVersionKey, readThrough } from '#worker/platform/cache/read-through';
import { fixedIndexedPaths, pagePath } from './page-routes';
import {
  partFileName,
  partIdRange,
  rangePartCount,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_PART_WIDTH,
  type SitemapPart,
  type SitemapUrl,
  sitemapDate,
  sitemapIndexParts,
} from './sitemap';
import {
  listedTrainerSlugsQuery,
  maxPostIdQuery,
  maxTrainerIdQuery,
  publishedPostSlugsQuery,
  type SitemapEntryRow,
} from './sitemap.repository';

type Ctx = { waitUntil(promise: Promise<unknown>): void };

/** A part's XML with its ETag, made once when the part is built so a cached part is not hashed again. */
export interface RenderedPart {
  xml: string;
  etag: string;
}

/** Pages that always exist (the indexed pages without parameters), in the web app's order. */
const FIXED_PATHS = fixedIndexedPaths();

/** Whether an answer came from the cache, sent as `x-cache` like the API's cached reads. */
export type CacheStatus = 'hit' | 'miss';

function cachedValue<T>(result: CacheResult<T>): T {
  return result.hit ? (JSON.parse(result.json) as T) : result.value;
}

const statusOf = (...results: CacheResult<unknown>[]): CacheStatus =>
  results.every((result) => result.hit) ? 'hit' : 'miss';

function urlOf(origin: string, path: string, lastmod?: string): SitemapUrl {
  return { loc: `${origin}${path}`, ...(lastmod ? { lastmod } : {}) };
}

/**
 * The ranged parts: which table, the version its writes bump (trainers: `listing`, posts:
 * `content`, so a part changes with the listings), and the path of one of its rows.
 */
const RANGED = {
  trainers: {
    versionKey: 'listing' satisfies CacheVersionKey,
    maxId: maxTrainerIdQuery,
    rows: listedTrainerSlugsQuery,
    path: (slug: string) => pagePath({ kind: 'trainer', slug }),
  },
  posts: {
    versionKey: 'content' satisfies CacheVersionKey,
    maxId: maxPostIdQuery,
    rows: publishedPostSlugsQuery,
    path: (slug: string) => pagePath({ kind: 'blog-post', slug }),
  },
} as const;

/**
 * `/sitemap.xml`: an index of the parts. Its only data are the largest trainer and post ids (one
 * b-tree step each), cached under the version of their table; its size grows by one entry per
 * SITEMAP_PART_WIDTH ids. A hit only when both came from the cache.
 */
export async function loadSitemapIndex(
  env: Env,
  ctx: Ctx,
  origin: string,
  width = SITEMAP_PART_WIDTH,
): Promise<{ xml: string; cache: CacheStatus }> {
  const maxIdOf = (kind: keyof typeof RANGED) =>
    readThrough<number>(
      env,
      ctx,
      `sitemap-max-${kind}-id`,
      {},
      async (db) => {
        const [[row]] = await db.batch([RANGED[kind].maxId(db)]);
        return row?.max_id ?? 0;
      },
      () => true,
      RANGED[kind].versionKey,
    );
  const [posts, trainers] = await Promise.all([maxIdOf('posts'), maxIdOf('trainers')]);
  const counts = { posts: cachedValue(posts), trainers: cachedValue(trainers) };
  return {
    xml: renderSitemapIndex(sitemapIndexParts(counts, width).map((part) => `${origin}/sitemaps/${partFileName(part)}`)),
    cache: statusOf(posts, trainers),
  };
}

async function rendered(urls: SitemapUrl[]): Promise<RenderedPart> {
  const xml = renderUrlset(urls);
  return { xml, etag: await contentEtag(xml) };
}

/**
 * One part, or null when there is no such part (a range past the largest id). A ranged part is
 * cached on its own (key: kind, k, width, origin) under its table's version; its miss is one batch:
 * the largest id (is k in range?) and the rows of its id range. An empty range below the largest
 * id (every trainer in it pending, say) is an empty urlset, so the index never has to look inside
 * the parts. `pages.xml` reads no data and is not cached: no cache status.
 */
export async function loadSitemapPart(
  env: Env,
  ctx: Ctx,
  origin: string,
  part: SitemapPart,
  width = SITEMAP_PART_WIDTH,
): Promise<{ rendered: RenderedPart; cache?: CacheStatus } | null> {
  if (part.kind === 'pages') {
    return {
      rendered: await rendered([
        ...FIXED_PATHS.map((path) => urlOf(origin, path)),
        ...CATEGORY_KEYS.map((category) => urlOf(origin, pagePath({ kind: 'category', category }))),
      ]),
    };
  }
  const { k } = part;
  const ranged = RANGED[part.kind];
  const result = await readThrough<RenderedPart | null>(
    env,
    ctx,
    `sitemap-${part.kind}`,
    { k, width, origin },
    async (db) => {
      const [[max], rows]: [{ max_id: number | null }[], SitemapEntryRow[]] = await db.batch([
        ranged.maxId(db),
        ranged.rows(db, partIdRange(k, width)),
      ]);
      if (k > rangePartCount(max?.max_id ?? 0, width)) return null;
      return rendered(rows.map((row) => urlOf(origin, ranged.path(row.slug), sitemapDate(row.updated_at))));
    },
    // Anyone can ask for made-up parts: those are not worth a KV write.
    (value) => value !== null,
    ranged.versionKey,
  );
  const value = cachedValue(result);
  return value && { rendered: value, cache: statusOf(result) };
}
