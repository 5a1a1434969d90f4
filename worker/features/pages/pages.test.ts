import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse, BlogPostResponse } from '#shared/api/blog';
import type { FaqListResponse } from '#shared/api/faqs';
import type { TrainerListResponse, TrainerProfileResponse } from '#shared/api/trainers';
import { pageTable } from '#web-server';
import { preparePageTests } from '#worker/test/built-shell';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';
import { HOSTILE_HEADLINE, initialData, page, seedPublicPages, sql } from '#worker/test/public-pages';
import { jsonLdOf } from '#worker/test/read-html-head';
import { passStalenessBound } from '#worker/test/staleness';

let anaId = 0;

beforeAll(async () => {
  await preparePageTests();
  ({ anaId } = await seedPublicPages());
});

describe('status codes', () => {
  it.each([
    '/trainer/no-such-trainer',
    '/trainer/pending-pat',
    '/trainer/rejected-rae',
    '/blog/no-such-post',
    '/blog/draft-post',
    '/category/cooking',
    '/no/such/page',
    '/trainers/extra',
    '/index.html',
    '/.vite/manifest.json',
    '/trainer/%E0%A4%A',
  ])('%s is 404 with the app shell, not indexed', async (path) => {
    const { res, html, head } = await page(path);
    expect(res.status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(head.title).toBe('Page not found | TrainerHub');
    expect(head.meta.robots).toBe('noindex');
    expect(head.links.find((l) => l.rel === 'canonical')).toBeUndefined();
    expect(initialData(head)).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['/auth', 'Sign In | TrainerHub'],
    ['/auth?mode=signup', 'Create Account | TrainerHub'],
  ])('%s is not indexed and carries its own title', async (path, title) => {
    const { res, head } = await page(path);
    expect(res.status).toBe(200);
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe(title);
    expect(head.links.find((l) => l.rel === 'canonical')).toBeUndefined();
  });

  it.each([
    '/dashboard',
    '/admin',
    '/admin/trainers',
    '/admin/content',
    '/manage-profile',
    '/trainer-analytics',
    '/saved-trainers',
    '/trainer/any-trainer/preview',
  ])('%s (signed-in screen) is the shell with 200 and noindex', async (path) => {
    const { res, head } = await page(path);
    expect(res.status).toBe(200);
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe('TrainerHub');
  });

  it('an approved trainer who renamed: the old profile URL moves permanently to the new one', async () => {
    const user = await createUser({ fullName: 'Renamed Ren' });
    const id = await createTrainer(user, { slug: 'ren-old', services: [{ title: 'S', price: 10 }] });
    await sql("UPDATE trainers SET slug = 'ren-new' WHERE id = ?", id);
    const res = await callWorker('/trainer/ren-old?source=search', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/trainer/ren-new?source=search');
  });
});

describe('caching headers', () => {
  it('HTML carries the security headers of web/public/_headers, Cache-Control and an ETag; If-None-Match answers 304', async () => {
    const first = await callWorker('/trainer/ana-hostile');
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
      'permissions-policy',
    ]) {
      expect(first.headers.get(header), header).toBeTruthy();
    }
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);

    const again = await callWorker('/trainer/ana-hostile', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // A change to the page's data is a new ETag (so a cached copy is never reused after it).
    // Written behind the API's back (no read-your-writes cookie): visible once the bound has passed.
    await sql("UPDATE trainers SET headline = 'Changed headline' WHERE id = ?", anaId);
    passStalenessBound();
    const changed = await callWorker('/trainer/ana-hostile', { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).not.toBe(body);
    await sql('UPDATE trainers SET headline = ? WHERE id = ?', HOSTILE_HEADLINE, anaId);
    passStalenessBound();
  });

  it('a 404 page is sent in full even for a matching ETag', async () => {
    const first = await callWorker('/no/such/page');
    const again = await callWorker('/no/such/page', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(404);
  });
});

describe('embedded initial data', () => {
  async function apiJson(path: string) {
    const res = await callJson(path);
    expect(res.status).toBe(200);
    return res.json();
  }

  it('a trainer profile embeds exactly the API answer', async () => {
    const data = initialData((await page('/trainer/ana-hostile')).head);
    const api = (await apiJson('/api/trainers/ana-hostile')) as TrainerProfileResponse;
    expect(data).toEqual({ query: 'trainer-profile', slug: 'ana-hostile', response: api });
  });

  it('a post embeds exactly the API answer', async () => {
    const data = initialData((await page('/blog/hostile-post')).head);
    const api = (await apiJson('/api/blog/hostile-post')) as BlogPostResponse;
    expect(data).toEqual({ query: 'blog-post', slug: 'hostile-post', response: api });
  });

  it('/trainers embeds the first page for the URL filters, normalised like the web app does', async () => {
    const data = initialData(
      (await page('/trainers?verified=false&sort=rating&minPrice=abc&category=health_wellness')).head,
    );
    const api = (await apiJson('/api/trainers?category=health_wellness&sort=rating&page=1')) as TrainerListResponse;
    expect(data).toEqual({ query: 'trainer-list', params: 'category=health_wellness&sort=rating', response: api });
    expect(api.trainers.map((t) => t.slug)).toContain('ana-hostile');
  });

  it('a category page embeds its listing', async () => {
    const data = initialData((await page('/category/health_wellness')).head);
    const api = (await apiJson('/api/trainers?category=health_wellness&page=1')) as TrainerListResponse;
    expect(data).toEqual({ query: 'trainer-list', params: 'category=health_wellness', response: api });
  });

  it('/blog embeds the first page of posts for the URL filter, normalised like the web app does', async () => {
    const api = (await apiJson('/api/blog?page=1')) as BlogListResponse;
    expect(api.posts.map((p) => p.slug)).toEqual(['hostile-post']);
    // "All" is no category and a blank search is no search: the unfiltered list.
    for (const path of ['/blog', '/blog?category=All&search=%20%20']) {
      expect(initialData((await page(path)).head), path).toEqual({ query: 'blog-list', params: '', response: api });
    }
    const tips = (await apiJson('/api/blog?search=Hostile&category=Tips&page=1')) as BlogListResponse;
    expect(initialData((await page('/blog?category=Tips&search=%20Hostile%20')).head)).toEqual({
      query: 'blog-list',
      params: 'search=Hostile&category=Tips',
      response: tips,
    });
  });

  it('/faq embeds the answers for the URL filter; its JSON-LD still lists every FAQ', async () => {
    const all = (await apiJson('/api/faqs')) as FaqListResponse;
    expect(all.faqs).toHaveLength(1);
    expect(initialData((await page('/faq')).head)).toEqual({ query: 'faq-list', params: '', response: all });
    const { head } = await page('/faq?search=nothing-matches-this');
    const none = (await apiJson('/api/faqs?search=nothing-matches-this')) as FaqListResponse;
    expect(none.faqs).toEqual([]);
    expect(initialData(head)).toEqual({ query: 'faq-list', params: 'search=nothing-matches-this', response: none });
    expect(JSON.stringify(jsonLdOf(head))).toContain('How do I book?');
  });

  it('pages without a first request embed nothing', async () => {
    for (const path of ['/', '/about', '/dashboard']) {
      expect(initialData((await page(path)).head), path).toBeNull();
    }
  });

  it('follows the data cache: a change to the trainer shows in the next page', async () => {
    await sql("UPDATE trainers SET headline = 'Fresh headline' WHERE id = ?", anaId);
    passStalenessBound();
    const data = initialData((await page('/trainer/ana-hostile')).head);
    expect(data?.query === 'trainer-profile' && data.response.trainer.headline).toBe('Fresh headline');
    await sql('UPDATE trainers SET headline = ? WHERE id = ?', HOSTILE_HEADLINE, anaId);
    passStalenessBound();
  });
});

describe('modulepreload hints', () => {
  it('every route module the worker names is in the built manifest (a moved page fails here)', async () => {
    const manifest = (await (
      await env.ASSETS.fetch(new Request('http://localhost/.vite/manifest.json'))
    ).json()) as Record<string, unknown>;
    const modules = pageTable.flatMap((entry) => entry.modules);
    expect(modules.filter((module) => !(module in manifest))).toEqual([]);
  });

  it("names the route's lazy chunks from the Vite manifest, not the entry's", async () => {
    const manifest = (await (
      await env.ASSETS.fetch(new Request('http://localhost/.vite/manifest.json'))
    ).json()) as Record<string, { file: string }>;
    const { head, html } = await page('/trainer/ana-hostile');
    const preloads = head.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
    const profileChunk = `/${manifest['features/trainer-profile/TrainerProfilePage.tsx']?.file}`;
    expect(preloads).toContain(profileChunk);
    // The entry and the chunks index.html already preloads are not repeated.
    expect(preloads.filter((href) => html.split(href).length - 1 > 1)).toEqual([]);
    const browse = (await page('/trainers')).head.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
    expect(browse).toContain(`/${manifest['features/browse/BrowsePage.tsx']?.file}`);
    expect(browse).toContain(`/${manifest['features/browse/browse-loader.ts']?.file}`);
  });
});

describe('the app script', () => {
  const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);

  it('a rendered page loads the app through the loader (after its first paint), naming the entry', async () => {
    const manifest = (await (
      await env.ASSETS.fetch(new Request('http://localhost/.vite/manifest.json'))
    ).json()) as Record<string, { file: string; isEntry?: boolean }>;
    const loader = `/${manifest['app/boot.ts']?.file}`;
    const entry = `/${manifest['index.html']?.file}`;
    for (const path of ['/', '/trainers', '/trainer/ana-hostile', '/faq', '/contact']) {
      const { html } = await page(path);
      expect(moduleScripts(html), path).toEqual([
        `<script type="module" crossorigin src="${loader}" data-app-entry="${entry}" async="">`,
      ]);
      // The route's own chunks still preload from the HTML, so the app finds them when it starts.
      expect(html, path).toContain('<link rel="modulepreload"');
    }
  });

  it('a page the worker does not render (a 404, a signed-in screen) loads the entry at once', async () => {
    for (const path of ['/trainer/nobody-here', '/dashboard', '/admin']) {
      const { html } = await page(path);
      const scripts = moduleScripts(html);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/);
    }
  });
});
