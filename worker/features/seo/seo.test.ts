import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse, BlogPostResponse } from '../../shared/api/blog';
import type { FaqListResponse } from '../../shared/api/faqs';
import type { TrainerListResponse, TrainerProfileResponse } from '../../shared/api/trainers';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../../shared/initial-data';
import { requireBuiltShell } from '../../test/built-shell';
import { createTrainer, createUser, type TestUser } from '../../test/fixtures';
import { callJson, callWorker } from '../../test/http';
import { type HtmlHead, jsonLdOf, readHtmlHead } from '../../test/read-html-head';
import { passStalenessBound } from '../../test/staleness';
import { ROUTE_MODULES, STATIC_PAGE_MODULES } from './route-chunks';

/** APP_ORIGIN in wrangler.toml [vars]: canonical URLs use it whatever host the request came to. */
const ORIGIN = 'http://localhost:8787';

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const HOSTILE_HEADLINE = '"><img src=x onerror=alert(1)>';
const HOSTILE_TEXT = `Line\u2028separator & <!-- comment --> ${HOSTILE_NAME}`;

let ana: TestUser;
let anaId = 0;
let pendingId = 0;

async function sql(query: string, ...params: unknown[]) {
  await env.DB.prepare(query)
    .bind(...params)
    .run();
}

async function page(path: string, init?: RequestInit) {
  const res = await callWorker(path, init);
  const html = await res.text();
  return { res, html, head: await readHtmlHead(html) };
}

function initialData(head: HtmlHead): InitialData | null {
  const script = head.scripts.find((s) => s.id === INITIAL_DATA_ELEMENT_ID);
  return script ? (JSON.parse(script.text) as InitialData) : null;
}

beforeAll(async () => {
  await requireBuiltShell();

  ana = await createUser({ fullName: HOSTILE_NAME });
  anaId = await createTrainer(ana, {
    slug: 'ana-hostile',
    services: [
      { title: 'Intro session', price: 40 },
      { title: 'Full plan </script>', price: 120, category: 'creative_arts' },
    ],
  });
  await sql(
    "UPDATE trainers SET headline = ?, description = ?, updated_at = '2026-02-03T04:05:06.000Z' WHERE id = ?",
    HOSTILE_HEADLINE,
    HOSTILE_TEXT,
    anaId,
  );
  await sql("UPDATE profiles SET profile_image = '/api/images/abc123.jpg' WHERE id = ?", ana.id);
  for (const rating of [5, 4]) {
    const reviewer = await createUser();
    await sql(
      'INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, ?, ?)',
      anaId,
      reviewer.id,
      rating,
      'Good',
    );
  }
  pendingId = await createTrainer(await createUser({ fullName: 'Pending Pat' }), {
    slug: 'pending-pat',
    status: 'pending',
    services: [{ title: 'S', price: 10 }],
  });
  await createTrainer(await createUser({ fullName: 'Rejected Rae' }), {
    slug: 'rejected-rae',
    status: 'rejected',
    services: [{ title: 'S', price: 10 }],
  });

  await sql(
    `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, is_published, published_at)
     VALUES (?, 'hostile-post', ?, '<p>Body</p>', 'Tips', '["a","b"]', 1, '2026-01-05T00:00:00.000Z')`,
    HOSTILE_NAME,
    HOSTILE_HEADLINE,
  );
  await sql(
    `INSERT INTO blog_posts (title, slug, excerpt, content, is_published) VALUES ('Draft', 'draft-post', 'e', '<p>c</p>', 0)`,
  );
  await sql(
    "INSERT INTO faqs (question, answer, category, order_index) VALUES ('How do I book?', 'Use the contact links </script>', 'General', 1)",
  );
});

describe('head tags and JSON-LD per page', () => {
  it('home: title, description, canonical, OpenGraph, WebSite with a SearchAction', async () => {
    const { res, head } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.title).toBe('TrainerHub');
    expect(head.meta.description).toContain('eight categories');
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/` });
    expect(head.meta['og:url']).toBe(`${ORIGIN}/`);
    expect(head.meta['og:title']).toBe('TrainerHub');
    expect(head.meta['twitter:card']).toBe('summary');
    expect(head.meta.robots).toBeUndefined();
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${ORIGIN}/`,
        potentialAction: expect.objectContaining({
          '@type': 'SearchAction',
          target: expect.objectContaining({ urlTemplate: `${ORIGIN}/trainers?search={search_term_string}` }),
        }),
      }),
    ]);
    // The shell's own title and description are replaced, not duplicated.
    expect((await callWorker('/').then((r) => r.text())).match(/<title>/g)).toHaveLength(1);
  });

  it('a trainer: profile tags, photo as og:image, ProfessionalService with rating and offers, breadcrumbs', async () => {
    const { res, head } = await page('/trainer/ana-hostile');
    expect(res.status).toBe(200);
    expect(head.title).toBe(`${HOSTILE_NAME} – ${HOSTILE_HEADLINE} | TrainerHub`);
    expect(head.meta.description).toBe(HOSTILE_TEXT.replace(/\s+/g, ' '));
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/trainer/ana-hostile` });
    expect(head.meta['og:type']).toBe('profile');
    expect(head.meta['og:image']).toBe(`${ORIGIN}/api/images/abc123.jpg`);
    expect(head.meta['twitter:image']).toBe(`${ORIGIN}/api/images/abc123.jpg`);
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.links).toContainEqual({ rel: 'preload', href: `${ORIGIN}/api/images/abc123.jpg` });
    const [service, breadcrumbs] = jsonLdOf(head);
    expect(service).toMatchObject({
      '@type': 'ProfessionalService',
      name: HOSTILE_NAME,
      url: `${ORIGIN}/trainer/ana-hostile`,
      image: `${ORIGIN}/api/images/abc123.jpg`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      makesOffer: [
        { '@type': 'Offer', name: 'Intro session', price: 40, priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Full plan </script>', price: 120, priceCurrency: 'USD' },
      ],
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Browse Trainers', item: `${ORIGIN}/trainers` },
        { position: 3, name: 'Health & Wellness', item: `${ORIGIN}/category/health_wellness` },
        { position: 4, name: HOSTILE_NAME, item: `${ORIGIN}/trainer/ana-hostile` },
      ],
    });
  });

  it('a trainer without a description: the meta description says who they are, what, from what price, how rated', async () => {
    const bea = await createUser({ fullName: 'Bea Bare' });
    const beaId = await createTrainer(bea, {
      slug: 'bea-bare',
      services: [
        { title: 'Voice warm-up', price: 35.5, category: 'creative_arts' },
        { title: 'Stage plan', price: 90, category: 'language_communication' },
      ],
    });
    await sql("UPDATE trainers SET headline = 'Vocal coach', description = NULL WHERE id = ?", beaId);
    await sql(
      'INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 4, ?)',
      beaId,
      ana.id,
      'Fine',
    );
    const { head } = await page('/trainer/bea-bare');
    expect(head.meta.description).toBe(
      'Bea Bare, Vocal coach. Creative Arts, Language & Communication. Services from $35.50. Rated 4.0/5 from 1 review.',
    );
    expect(head.meta['og:description']).toBe(head.meta.description);
  });

  it('a category: its title and description, BreadcrumbList', async () => {
    const { res, head } = await page('/category/creative_arts');
    expect(res.status).toBe(200);
    expect(head.title).toBe('Creative Arts Trainers | TrainerHub');
    expect(head.meta.description).toContain('Music teachers');
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/category/creative_arts` });
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Home' }),
          expect.objectContaining({ name: 'Browse Trainers' }),
          expect.objectContaining({ name: 'Creative Arts', item: `${ORIGIN}/category/creative_arts` }),
        ],
      }),
    ]);
  });

  it('a post: BlogPosting with its dates and tags', async () => {
    const { res, head } = await page('/blog/hostile-post');
    expect(res.status).toBe(200);
    expect(head.title).toBe(`${HOSTILE_NAME} | TrainerHub`);
    expect(head.meta.description).toBe(HOSTILE_HEADLINE);
    expect(head.meta['og:type']).toBe('article');
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: HOSTILE_NAME,
        datePublished: '2026-01-05T00:00:00.000Z',
        url: `${ORIGIN}/blog/hostile-post`,
        articleSection: 'Tips',
        keywords: 'a, b',
      }),
    ]);
  });

  it('the FAQ: FAQPage with the published questions', async () => {
    const { head } = await page('/faq');
    expect(head.title).toBe('Frequently Asked Questions | TrainerHub');
    expect(jsonLdOf(head)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'How do I book?',
            acceptedAnswer: { '@type': 'Answer', text: 'Use the contact links </script>' },
          },
        ],
      },
    ]);
  });

  it.each([
    ['/trainers', 'Browse Trainers | TrainerHub', `${ORIGIN}/trainers`],
    ['/trainers?sort=rating&category=creative_arts', 'Browse Trainers | TrainerHub', `${ORIGIN}/trainers`],
    ['/blog', 'Blog & Resources | TrainerHub', `${ORIGIN}/blog`],
    ['/about', 'About Us | TrainerHub', `${ORIGIN}/about`],
    ['/contact', 'Contact Us | TrainerHub', `${ORIGIN}/contact`],
    ['/privacy', 'Privacy Policy | TrainerHub', `${ORIGIN}/privacy`],
    ['/terms', 'Terms of Service | TrainerHub', `${ORIGIN}/terms`],
    ['/terms/', 'Terms of Service | TrainerHub', `${ORIGIN}/terms`],
  ])('%s: its own title and a canonical URL without the query', async (path, title, canonical) => {
    const { res, head } = await page(path);
    expect(res.status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.links).toContainEqual({ rel: 'canonical', href: canonical });
    expect(head.meta['og:title']).toBe(title);
    // No page photo, nothing to preload.
    expect(head.links.filter((link) => link.rel === 'preload')).toEqual([]);
  });
});

describe('escaping user data', () => {
  it('no hostile name, headline or text breaks out of its attribute or script', async () => {
    for (const path of ['/trainer/ana-hostile', '/blog/hostile-post', '/trainers', '/faq']) {
      const { html } = await page(path);
      expect(html, path).not.toContain('<script>alert(1)');
      expect(html, path).not.toContain('<img src=x');
      // U+2028 ends a line in a script (JSON-LD, embedded data); in the page's text it is just text.
      expect((await readHtmlHead(html)).scripts.map((script) => script.text).join(''), path).not.toContain('\u2028');
      // Only the shell's module script plus the worker's own JSON script elements close a script.
      const opened = html.match(/<script\b/g)?.length ?? 0;
      expect(html.match(/<\/script>/g)?.length, path).toBe(opened);
      expect(html, path).not.toMatch(/<script type="application\/(ld\+)?json"[^>]*>[^<]*<!--/);
    }
  });

  it('escapes attribute values with entities and script JSON with \\u escapes', async () => {
    const { html } = await page('/trainer/ana-hostile');
    expect(html).toContain(
      'content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – &quot;&gt;&lt;img src=x onerror=alert(1)&gt; | TrainerHub"',
    );
    expect(html).toContain('"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
  });
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
    const modules = [...Object.values(ROUTE_MODULES).flat(), ...Object.values(STATIC_PAGE_MODULES)];
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

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is text from the worker (not the SPA), keeps crawlers out of private paths and names the sitemap', async () => {
    const res = await callWorker('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    for (const path of ['/api', '/admin', '/dashboard', '/manage-profile', '/trainer-analytics', '/saved-trainers']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists static pages, the 8 categories, published posts and approved trainers with lastmod', async () => {
    const res = await callWorker('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of [
      '/',
      '/trainers',
      '/blog',
      '/faq',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/category/health_wellness',
      '/category/language_communication',
    ]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml.match(/\/category\//g)).toHaveLength(8);
    expect(xml).toContain(`<loc>${ORIGIN}/trainer/ana-hostile</loc><lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/hostile-post</loc><lastmod>`);
    expect(xml).not.toContain('pending-pat');
    expect(xml).not.toContain('rejected-rae');
    expect(xml).not.toContain('draft-post');
  });

  it('is cached in KV and changes when an admin approves a trainer', async () => {
    const admin = await createUser({ admin: true });
    const before = await callWorker('/sitemap.xml').then((r) => r.text());
    expect(before).not.toContain('pending-pat');
    const cachedKeys = (await env.CACHE.list({ prefix: 'listing:sitemap-trainers:' })).keys;
    expect(cachedKeys.length).toBe(1);

    const res = await callJson('/api/admin/trainers/status', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...admin.auth },
      json: { ids: [pendingId], status: 'approved' },
    });
    expect(res.status).toBe(200);
    const after = await callWorker('/sitemap.xml').then((r) => r.text());
    expect(after).toContain(`<loc>${ORIGIN}/trainer/pending-pat</loc>`);
    // And the profile page is no longer a 404.
    expect((await callWorker('/trainer/pending-pat')).status).toBe(200);
  });

  it('numbered parts exist only when the sitemap is split', async () => {
    expect((await callWorker('/sitemaps/1.xml')).status).toBe(404);
  });

  it.each(['/robots.txt', '/sitemap.xml', '/sitemaps/1.xml'])(
    '%s carries the security headers of every answer that is not a page',
    async (path) => {
      const res = await callWorker(path);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    },
  );
});
