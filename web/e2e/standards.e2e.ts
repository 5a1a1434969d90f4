import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { baseURL as origin } from './app-server';
import { expect, test } from './fixtures';
import { crawl, locsOf } from './site-crawl';

/**
 * The server's HTML, as crawlers and the standards' own checkers read it: the W3C Nu HTML Checker
 * (vnu-jar, on the system's Java), Google's structured-data rules (structured-data-testing-tool's
 * Google preset), and a crawl from the home page that reaches every profile in the sitemap with no
 * broken link on the way.
 */
const require = createRequire(import.meta.url);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: object) => Promise<unknown>;
};
const { Google } = require('structured-data-testing-tool/presets') as { Google: object };

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal';
  message: string;
  url: string;
  extract?: string;
}

async function serverHtml(path: string): Promise<string> {
  const res = await fetch(`${origin}${path}`);
  expect([200, 404], path).toContain(res.status);
  return res.text();
}

/** One of every kind of page the worker renders (two pages of a list), with the structured data each must carry. */
async function pageKinds(queryDb: <T>(sql: string) => T[]) {
  const [trainer] = queryDb<{ slug: string }>(
    "SELECT slug FROM trainers WHERE status = 'approved' AND review_count > 0 ORDER BY id LIMIT 1",
  );
  const [post] = queryDb<{ slug: string }>('SELECT slug FROM blog_posts WHERE is_published = 1 LIMIT 1');
  if (!trainer || !post) throw new Error('the seed has no approved trainer or published post');
  return [
    { path: '/', schemas: ['WebSite'] },
    { path: '/trainers', schemas: [] },
    { path: '/trainers?page=2', schemas: [] },
    { path: '/category/health_wellness', schemas: ['BreadcrumbList'] },
    { path: `/trainer/${trainer.slug}`, schemas: ['BreadcrumbList', 'ProfessionalService'] },
    { path: '/blog', schemas: [] },
    { path: `/blog/${post.slug}`, schemas: ['BlogPosting', 'BreadcrumbList'] },
    { path: '/faq', schemas: ['FAQPage'] },
    { path: '/about', schemas: [] },
    { path: '/contact', schemas: [] },
    { path: '/privacy', schemas: [] },
    { path: '/terms', schemas: [] },
    { path: '/auth', schemas: [] },
    { path: '/no/such/page', schemas: [] },
  ];
}

describe('the server HTML, by the standards’ own checkers', () => {
  test('every kind of page passes the W3C Nu HTML Checker: no error, no warning, void elements as HTML writes them', async ({
    queryDb,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    try {
      const pages = await pageKinds(queryDb);
      const files = await Promise.all(
        pages.map(async ({ path }, index) => {
          const file = join(dir, `page-${index}.html`);
          writeFileSync(file, await serverHtml(path));
          return { file, path };
        }),
      );
      let output = '';
      try {
        execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', ...files.map((f) => f.file)], { stdio: 'pipe' });
      } catch (err) {
        // vnu exits non-zero when it reports anything; the report is on stderr either way.
        output = String((err as { stderr?: Buffer }).stderr ?? '');
      }
      const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
      const pathOf = (url: string) => files.find((f) => url.endsWith(f.file))?.path ?? url;
      const problems = messages
        .filter((m) => m.type !== 'info' || /Trailing slash on void elements/.test(m.message))
        .map(
          (m) => `${pathOf(m.url)}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message} [${m.extract ?? ''}]`,
        );
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("every kind of page carries its structured data, passing Google's rules (structured-data-testing-tool)", async ({
    queryDb,
  }) => {
    const failures: string[] = [];
    for (const { path, schemas } of await pageKinds(queryDb)) {
      const html = await serverHtml(path);
      try {
        await structuredDataTest(html, { presets: [Google], schemas });
      } catch (err) {
        const res = (err as { res?: { failed: { test: string; error?: { message: string } }[] } }).res;
        if (!res) throw err;
        failures.push(...res.failed.map((t) => `${path}: ${t.test} ${t.error?.message ?? ''}`));
      }
    }
    expect(failures).toEqual([]);
  });

  test('everything a page makes the browser load is on its own host: only canonical, og: and JSON-LD name APP_ORIGIN', async ({
    queryDb,
  }) => {
    const loads: string[] = [];
    for (const { path } of await pageKinds(queryDb)) {
      const html = await serverHtml(path);
      const tags = html.match(/<(script|img|link|source)\b[^>]*>/gi) ?? [];
      for (const tag of tags) {
        if (/^<link\b/i.test(tag) && !/rel="(preload|modulepreload|stylesheet|icon)"/i.test(tag)) continue;
        for (const match of tag.matchAll(/\s(src|href|srcset|imagesrcset)="([^"]*)"/gi)) {
          const value = match[2] ?? '';
          if (/(^|[\s,])(https?:)?\/\//i.test(value)) loads.push(`${path}: ${tag.slice(0, 120)}`);
        }
      }
    }
    expect(loads).toEqual([]);
  });

  test('the home page’s search is described as the WebSite’s SearchAction', async () => {
    const html = await serverHtml('/');
    const website = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; potentialAction?: { '@type': string } })
      .find((data) => data['@type'] === 'WebSite');
    expect(website?.potentialAction?.['@type']).toBe('SearchAction');
  });

  test('following links from the home page reaches every profile in the sitemap, with no broken link', async () => {
    // Only what a crawler may index (robots.txt keeps it out of the API and the signed-in
    // screens), and a list's pages but not every filter combination.
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(
      (match) => new RegExp(`^${(match[1] ?? '').replaceAll('*', '[^/]+').replaceAll('?', '\\?')}(/|$)`),
    );
    // Cards link profiles as /trainer/{slug}?source=… (SPEC 7: where the view came from); the
    // profile's canonical is its bare path.
    const followed = (url: URL) =>
      !disallowed.some((rule) => rule.test(url.pathname)) &&
      [...url.searchParams.keys()].every((key) => key === 'page' || key === 'source');
    const { statuses, linkedFrom } = await crawl(origin, '/', followed);
    const reached = new Set(
      [...statuses].filter(([, status]) => status === 200).map(([path]) => new URL(path, origin).pathname),
    );

    const broken = [...statuses].filter(([, status]) => status >= 400);
    expect(broken.map(([path, status]) => `${path} → ${status} (linked from ${linkedFrom.get(path)})`)).toEqual([]);

    const index = await (await fetch(`${origin}/sitemap.xml`)).text();
    const urls = (
      await Promise.all(
        locsOf(index).map(async (loc) =>
          loc.includes('sitemap')
            ? locsOf(await (await fetch(loc.replace(/^https?:\/\/[^/]+/, origin))).text())
            : [loc],
        ),
      )
    ).flat();
    const sitemapPaths = urls.map((loc) => new URL(loc).pathname + new URL(loc).search);
    const profiles = sitemapPaths.filter((path) => path.startsWith('/trainer/'));
    expect(profiles.length).toBeGreaterThan(600);
    const unreached = profiles.filter((path) => !reached.has(path));
    expect(unreached).toEqual([]);
    // Every sitemap URL answers 200 (the profiles were fetched on the way).
    for (const path of sitemapPaths.filter((p) => !reached.has(p))) {
      expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status, path).toBe(200);
    }
  });
});
