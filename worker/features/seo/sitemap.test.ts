import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { countingD1 } from '#worker/test/query-recorder';
import { passStalenessBound } from '#worker/test/staleness';
import { crawlerFileRoutes } from './seo.routes';
import {
  parsePartFileName,
  partFileName,
  partIdRange,
  rangePartCount,
  renderUrlset,
  SITEMAP_PART_WIDTH,
  SITEMAP_URL_LIMIT,
  sitemapDate,
  sitemapIndexParts,
} from './sitemap';

/** APP_ORIGIN in wrangler.toml [vars]. */
const ORIGIN = 'http://localhost:8787';
/** Two ids per part, so a handful of rows spans several parts. */
const WIDTH = 2;
const routes = crawlerFileRoutes(WIDTH);

async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await routes.request(path, {}, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function xmlOf(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expectWellFormed(xml);
  return xml;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
const partPath = (loc: string) => loc.slice(ORIGIN.length);

/**
 * Enough of XML 1.0 for what the sitemap writes: the declaration, one root, balanced elements,
 * no raw `<` or stray `&` in text or attribute values.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  let roots = 0;
  for (const [, text, tag] of body.matchAll(/([^<]*)(<[^>]*>|$)/g)) {
    expect(text?.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toMatch(/[<&>]/);
    if (!tag) continue;
    const match = tag.match(/^<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:]+="[^"<&]*")*)\s*>$/);
    expect(match, tag).not.toBeNull();
    const [, closing, name] = match ?? [];
    if (closing) {
      expect(open.pop()).toBe(name);
    } else {
      if (open.length === 0) roots += 1;
      open.push(name ?? '');
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

describe('sitemap parts (pure)', () => {
  it('a part of width w covers ids (k-1)w+1..kw; the largest id sets the count', () => {
    expect(partIdRange(1, 5_000)).toEqual({ first: 1, last: 5_000 });
    expect(partIdRange(3, 5_000)).toEqual({ first: 10_001, last: 15_000 });
    expect(rangePartCount(0)).toBe(0);
    expect(rangePartCount(1_000)).toBe(1);
    expect(rangePartCount(1_001)).toBe(2);
    expect(rangePartCount(100_000)).toBe(100);
    // A part always fits the protocol's limit, however full its range is.
    expect(SITEMAP_PART_WIDTH).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
  });

  it('the index at 100,000 trainers and 2,000 posts has 103 entries', () => {
    const parts = sitemapIndexParts({ posts: 2_000, trainers: 100_000 });
    expect(parts.map(partFileName)).toEqual([
      'pages.xml',
      'posts-1.xml',
      'posts-2.xml',
      ...Array.from({ length: 100 }, (_, i) => `trainers-${i + 1}.xml`),
    ]);
    expect(sitemapIndexParts({ posts: 0, trainers: 0 })).toEqual([{ kind: 'pages' }]);
  });

  it('names parse back, only in their canonical spelling', () => {
    for (const part of sitemapIndexParts({ posts: 7, trainers: 9 }, 2)) {
      expect(parsePartFileName(partFileName(part))).toEqual(part);
    }
    for (const file of [
      '1.xml',
      'trainers-0.xml',
      'trainers-01.xml',
      'trainers-1',
      'users-1.xml',
      'trainers-1234567890.xml',
    ]) {
      expect(parsePartFileName(file), file).toBeNull();
    }
  });

  it('escapes locations and keeps the date part of lastmod', () => {
    const xml = renderUrlset([
      { loc: `${ORIGIN}/trainers?a=1&b=<2>`, lastmod: sitemapDate('2026-02-03T04:05:06.000Z') },
    ]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/trainers?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-02-03</lastmod></url>`);
    expectWellFormed(xml);
    expectWellFormed(renderUrlset([]));
    expect(sitemapDate('not a date')).toBeUndefined();
  });

  it('the well-formedness check itself rejects broken XML', () => {
    const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
    for (const broken of ['<a><b></a>', '<a>x & y</a>', '<a></a><a></a>', '<a>1 < 2</a>', '<a href=x></a>']) {
      expect(() => expectWellFormed(`${header}${broken}`), broken).toThrow();
    }
  });
});

describe('sitemap index and parts over D1 (two ids per part)', () => {
  const publicSlugs: string[] = [];
  const hiddenSlugs: string[] = [];

  beforeAll(async () => {
    // Ids 1..10: listed ones spread over every part, hidden ones beside them. Every trainer has a
    // service but the one approved without any (in no list, so in no sitemap either).
    const plan: [string, 'approved' | 'pending' | 'rejected' | 'banned' | 'no-service'][] = [
      ['sm-ana', 'approved'],
      ['sm-pending', 'pending'],
      ['sm-ben', 'approved'],
      ['sm-carla', 'approved'],
      ['sm-banned', 'banned'],
      ['sm-rejected', 'rejected'],
      ['sm-dan', 'approved'],
      ['sm-pending-2', 'pending'],
      ['sm-eve', 'approved'],
      ['sm-no-service', 'no-service'],
    ];
    for (const [slug, status] of plan) {
      const user = await createUser();
      await createTrainer(user, {
        slug,
        status: status === 'banned' || status === 'no-service' ? 'approved' : status,
        services: status === 'no-service' ? [] : [{ title: 'Session', price: 10 }],
      });
      if (status === 'banned') {
        await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'abuse')").bind(user.id).run();
      }
      (status === 'approved' ? publicSlugs : hiddenSlugs).push(slug);
    }
    for (const [slug, published] of [
      ['sm-post-1', 1],
      ['sm-draft', 0],
      ['sm-post-2', 1],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
         VALUES ('T', ?, 'e', '<p>c</p>', ?, ?)`,
      )
        .bind(slug, published, published ? '2026-01-05T00:00:00.000Z' : null)
        .run();
    }
  });

  const maxId = async (table: 'trainers' | 'blog_posts') =>
    (await env.DB.prepare(`SELECT max(id) AS m FROM ${table}`).first<{ m: number }>())?.m ?? 0;

  async function indexParts(): Promise<string[]> {
    return locs(await xmlOf('/sitemap.xml')).map(partPath);
  }

  async function trainerLocs(): Promise<string[][]> {
    const trainerParts = (await indexParts()).filter((path) => path.startsWith('/sitemaps/trainers-'));
    return Promise.all(trainerParts.map(async (path) => locs(await xmlOf(path))));
  }

  it('the index lists the fixed pages, then one part per id range of posts and of trainers', async () => {
    const xml = await xmlOf('/sitemap.xml');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const trainerParts = Math.ceil((await maxId('trainers')) / WIDTH);
    const postParts = Math.ceil((await maxId('blog_posts')) / WIDTH);
    expect(trainerParts).toBeGreaterThanOrEqual(5);
    expect(await indexParts()).toEqual([
      '/sitemaps/pages.xml',
      ...Array.from({ length: postParts }, (_, i) => `/sitemaps/posts-${i + 1}.xml`),
      ...Array.from({ length: trainerParts }, (_, i) => `/sitemaps/trainers-${i + 1}.xml`),
    ]);
  });

  it('pages.xml holds the fixed pages and the 8 categories', async () => {
    const paths = locs(await xmlOf('/sitemaps/pages.xml')).map(partPath);
    expect(paths).toEqual(expect.arrayContaining(['/', '/trainers', '/blog', '/faq', '/category/health_wellness']));
    expect(paths.filter((path) => path.startsWith('/category/'))).toHaveLength(8);
  });

  it('every listed trainer is in exactly one part, in id order, no part over its width; hidden ones in none', async () => {
    const parts = await trainerLocs();
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(WIDTH);
    const all = parts.flat();
    expect(all.filter((loc) => loc.includes('/trainer/sm-'))).toEqual(
      publicSlugs.map((slug) => `${ORIGIN}/trainer/${slug}`),
    );
    expect(new Set(all).size).toBe(all.length);
    for (const slug of hiddenSlugs) expect(all).not.toContain(`${ORIGIN}/trainer/${slug}`);
    expect(hiddenSlugs).toEqual(['sm-pending', 'sm-banned', 'sm-rejected', 'sm-pending-2', 'sm-no-service']);
  });

  it('a range with no public trainer is an empty, valid urlset', async () => {
    // Ids 5 and 6 are the banned and the rejected trainer (this file's storage starts at id 1).
    const xml = await xmlOf('/sitemaps/trainers-3.xml');
    expect(locs(xml)).toEqual([]);
  });

  it('posts: published ones with lastmod, drafts in none', async () => {
    const xml = (
      await Promise.all(
        (await indexParts()).filter((path) => path.startsWith('/sitemaps/posts-')).map((path) => xmlOf(path)),
      )
    ).join('\n');
    expect(xml).toContain(`<loc>${ORIGIN}/blog/sm-post-1</loc><lastmod>2026-01-05</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/sm-post-2</loc><lastmod>2026-01-05</lastmod>`);
    expect(xml).not.toContain('sm-draft');
  });

  it('parts past the largest id and unknown names are plain 404s', async () => {
    const trainerParts = Math.ceil((await maxId('trainers')) / WIDTH);
    const postParts = Math.ceil((await maxId('blog_posts')) / WIDTH);
    for (const path of [
      `/sitemaps/trainers-${trainerParts + 1}.xml`,
      `/sitemaps/posts-${postParts + 1}.xml`,
      '/sitemaps/trainers-0.xml',
      '/sitemaps/trainers-01.xml',
      '/sitemaps/1.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/pages',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=UTF-8');
    }
    // A made-up part is not worth a KV entry.
    const keys = (await env.CACHE.list({ prefix: 'listing:sitemap-trainers:' })).keys;
    expect(keys.length).toBe(trainerParts);
  });

  it('each part is cached on its own; a part answers 304 to its ETag', async () => {
    const res = await get('/sitemaps/trainers-1.xml');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await routes.request(
      '/sitemaps/trainers-1.xml',
      { headers: { 'if-none-match': etag } },
      env,
      createExecutionContext(),
    );
    expect(again.status).toBe(304);
  });

  it('a cached index or part is answered without D1 (the isolate trusts its recent version read)', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/trainers-1.xml']) {
      await get(path);
      const counted = countingD1();
      const ctx = createExecutionContext();
      const res = await routes.request(path, {}, { ...env, DB: counted.db }, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      expect(counted.trips(), path).toBe(0);
    }
  });

  it('the index and a ranged part say whether they came from the cache (x-cache), as the API does', async () => {
    const paths = ['/sitemap.xml', '/sitemaps/trainers-1.xml'];
    for (const path of paths) await get(path);
    for (const path of paths) expect((await get(path)).headers.get('x-cache'), path).toBe('hit');

    // A listing write moves the version the trainer parts and the index's trainer count are cached under.
    await env.DB.prepare("UPDATE trainers SET headline = 'Moved on' WHERE slug = 'sm-ana'").run();
    passStalenessBound();
    for (const path of paths) expect((await get(path)).headers.get('x-cache'), path).toBe('miss');
    for (const path of paths) expect((await get(path)).headers.get('x-cache'), path).toBe('hit');
    // pages.xml reads no data and has no cache to report on.
    expect((await get('/sitemaps/pages.xml')).headers.get('x-cache')).toBeNull();
  });

  it('a newly approved trainer, and a new id range, show after the listing version moves', async () => {
    const before = await indexParts();
    expect((await trainerLocs()).flat()).not.toContain(`${ORIGIN}/trainer/sm-pending`);

    // A status write bumps `listing` (a D1 trigger); so do the new trainers' inserts.
    await env.DB.prepare("UPDATE trainers SET status = 'approved' WHERE slug = 'sm-pending'").run();
    const service = [{ title: 'Session', price: 10 }];
    await createTrainer(await createUser(), { slug: 'sm-pending-3', status: 'pending', services: service });
    await createTrainer(await createUser(), { slug: 'sm-fay', status: 'approved', services: service });
    passStalenessBound();

    const after = await indexParts();
    const trainerParts = Math.ceil((await maxId('trainers')) / WIDTH);
    expect(after.filter((path) => path.startsWith('/sitemaps/trainers-'))).toHaveLength(trainerParts);
    expect(after.length).toBe(before.length + 1);
    const all = (await trainerLocs()).flat();
    expect(all.filter((loc) => loc.endsWith('/trainer/sm-pending'))).toHaveLength(1);
    expect(all.filter((loc) => loc.endsWith('/trainer/sm-fay'))).toHaveLength(1);
    expect(all).not.toContain(`${ORIGIN}/trainer/sm-pending-3`);
  });

  it('an approved trainer without services joins when they add one and leaves when they remove their last', async () => {
    const loc = `${ORIGIN}/trainer/sm-no-service`;
    expect((await trainerLocs()).flat()).not.toContain(loc);

    // A service write bumps `listing` (a D1 trigger), which the trainer parts are cached under.
    await env.DB.prepare(
      "INSERT INTO services (trainer_id, title, price) SELECT id, 'First session', 25 FROM trainers WHERE slug = 'sm-no-service'",
    ).run();
    passStalenessBound();
    expect((await trainerLocs()).flat().filter((l) => l === loc)).toHaveLength(1);

    await env.DB.prepare(
      "DELETE FROM services WHERE trainer_id = (SELECT id FROM trainers WHERE slug = 'sm-no-service')",
    ).run();
    passStalenessBound();
    expect((await trainerLocs()).flat()).not.toContain(loc);
  });
});
