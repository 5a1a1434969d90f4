import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { preparePageTests } from '#worker/test/built-shell';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';
import { cachedKeys } from '#worker/test/kv';
import {
  HOSTILE_HEADLINE,
  HOSTILE_NAME,
  HOSTILE_TEXT,
  ORIGIN,
  page,
  seedPublicPages,
  sql,
} from '#worker/test/public-pages';
import { jsonLdOf, readHtmlHead } from '#worker/test/read-html-head';
import { passStalenessBound } from '#worker/test/staleness';

let ana: TestUser;
let pendingId = 0;

beforeAll(async () => {
  await preparePageTests();
  ({ ana, pendingId } = await seedPublicPages());
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
    // Preloaded by its path, exactly as the page's <img> asks for it, on whatever origin the page is.
    expect(head.links).toContainEqual({ rel: 'preload', href: '/api/images/abc123.jpg' });
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

  it('a trainer without services: noindex until their first service, and again after their last', async () => {
    const cy = await createUser({ fullName: 'Cy Noservice' });
    await createTrainer(cy, { slug: 'cy-noservice' });
    const bare = await page('/trainer/cy-noservice');
    // Anyone with the link still gets the profile; search engines are told to leave it out.
    expect(bare.res.status).toBe(200);
    expect(bare.head.meta.robots).toBe('noindex');
    expect(bare.head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/trainer/cy-noservice` });

    const added = await callJson('/api/me/trainer/services', {
      method: 'POST',
      headers: cy.auth,
      json: { title: 'First session', price: 30 },
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const { service } = (await added.json()) as { service: { id: number } };
    passStalenessBound();
    expect((await page('/trainer/cy-noservice')).head.meta.robots).toBeUndefined();

    const removed = await callJson(`/api/me/trainer/services/${service.id}`, { method: 'DELETE', headers: cy.auth });
    expect(removed.status).toBe(200);
    passStalenessBound();
    expect((await page('/trainer/cy-noservice')).head.meta.robots).toBe('noindex');
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

  it("a post: BlogPosting as Google's article rich results ask (dates, image, publisher's logo), and its breadcrumb", async () => {
    const { res, head } = await page('/blog/hostile-post');
    expect(res.status).toBe(200);
    expect(head.title).toBe(`${HOSTILE_NAME} | TrainerHub`);
    expect(head.meta.description).toBe(HOSTILE_HEADLINE);
    expect(head.meta['og:type']).toBe('article');
    const publisher = {
      '@type': 'Organization',
      name: 'TrainerHub',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/logo.svg`, width: 512, height: 512 },
    };
    expect(jsonLdOf(head)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: HOSTILE_NAME,
        datePublished: '2026-01-05T00:00:00.000Z',
        // Never edited since: modified when published.
        dateModified: '2026-01-05T00:00:00.000Z',
        // No cover of its own: the one the worker draws for it.
        image: expect.stringMatching(new RegExp(`^${ORIGIN}/api/images/generated/cover/\\d+\\.svg$`)),
        url: `${ORIGIN}/blog/hostile-post`,
        articleSection: 'Tips',
        keywords: 'a, b',
        author: publisher,
        publisher,
      }),
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog & Resources', item: `${ORIGIN}/blog` },
          { '@type': 'ListItem', position: 3, name: HOSTILE_NAME, item: `${ORIGIN}/blog/hostile-post` },
        ],
      },
    ]);
  });

  it("a post's dateModified is its last change of text, not of its view count", async () => {
    await env.DB.prepare("UPDATE blog_posts SET views_count = views_count + 1 WHERE slug = 'hostile-post'").run();
    const unchanged = await env.DB.prepare("SELECT updated_at FROM blog_posts WHERE slug = 'hostile-post'").first();
    expect(unchanged).toEqual({ updated_at: null });
    await env.DB.prepare("UPDATE blog_posts SET excerpt = excerpt || '.' WHERE slug = 'hostile-post'").run();
    const edited = await env.DB.prepare("SELECT updated_at FROM blog_posts WHERE slug = 'hostile-post'").first<{
      updated_at: string | null;
    }>();
    expect(edited?.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
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

  /** Every URL of the sitemap: its index's parts, each read. */
  async function sitemapUrls(): Promise<string> {
    const index = await callWorker('/sitemap.xml').then((r) => r.text());
    const parts = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').slice(ORIGIN.length));
    return (await Promise.all(parts.map((path) => callWorker(path).then((r) => r.text())))).join('\n');
  }

  it('sitemap.xml is an index of the fixed pages, the posts and the trainers by id range', async () => {
    const res = await callWorker('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await res.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        ['pages', 'posts-1', 'trainers-1']
          .map((part) => `<sitemap><loc>${ORIGIN}/sitemaps/${part}.xml</loc></sitemap>\n`)
          .join('') +
        '</sitemapindex>\n',
    );
  });

  it('its parts list static pages, the 8 categories, published posts and approved trainers with lastmod', async () => {
    const part = await callWorker('/sitemaps/trainers-1.xml');
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await part.text()).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const xml = await sitemapUrls();
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
    expect(xml).toContain(`<loc>${ORIGIN}/trainer/ana-hostile</loc><lastmod>2026-02-03</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/blog/hostile-post</loc><lastmod>2026-01-05</lastmod>`);
    expect(xml).not.toContain('pending-pat');
    expect(xml).not.toContain('rejected-rae');
    expect(xml).not.toContain('draft-post');
  });

  it('a trainer part is cached in KV and changes when an admin approves a trainer', async () => {
    const admin = await createUser({ admin: true });
    const before = await callWorker('/sitemaps/trainers-1.xml').then((r) => r.text());
    expect(before).not.toContain('pending-pat');
    expect(await cachedKeys('listing:sitemap-trainers:')).toHaveLength(1);

    const res = await callJson('/api/admin/trainers/status', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...admin.auth },
      json: { ids: [pendingId], status: 'approved' },
    });
    expect(res.status).toBe(200);
    passStalenessBound();
    const after = await callWorker('/sitemaps/trainers-1.xml').then((r) => r.text());
    expect(after).toContain(`<loc>${ORIGIN}/trainer/pending-pat</loc>`);
    // And the profile page is no longer a 404.
    expect((await callWorker('/trainer/pending-pat')).status).toBe(200);
  });

  it.each(['/sitemaps/1.xml', '/sitemaps/trainers-2.xml', '/sitemaps/nope.xml'])(
    '%s, a part there is not, is a plain 404',
    async (path) => {
      const res = await callWorker(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    },
  );

  it.each(['/robots.txt', '/sitemap.xml', '/sitemaps/trainers-1.xml', '/sitemaps/1.xml'])(
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
