import { describe, expect, it } from 'vitest';
import {
  renderSitemapDocument,
  SITEMAP_URL_LIMIT,
  type SitemapUrl,
  sitemapDate,
  sitemapDocument,
  sitemapPart,
  sitemapPartCount,
} from './sitemap';

const ORIGIN = 'https://example.com';
const urls = (n: number): SitemapUrl[] => Array.from({ length: n }, (_, i) => ({ loc: `${ORIGIN}/trainer/t-${i}` }));

describe('sitemap split', () => {
  it('is one urlset up to the limit, an index of parts past it', () => {
    expect(sitemapDocument(ORIGIN, urls(SITEMAP_URL_LIMIT))).toEqual({ kind: 'urlset', urls: urls(SITEMAP_URL_LIMIT) });
    expect(sitemapDocument(ORIGIN, urls(SITEMAP_URL_LIMIT + 1))).toEqual({
      kind: 'index',
      parts: [`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`],
    });
  });

  it('parts cover every URL once, in order, none above the limit', () => {
    const all = urls(7);
    expect(sitemapPartCount(7, 3)).toBe(3);
    const parts = [1, 2, 3].map((n) => sitemapPart(all, n, 3));
    expect(parts.map((p) => p?.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(all);
    expect(sitemapPart(all, 4, 3)).toBeNull();
    expect(sitemapPart(all, 0, 3)).toBeNull();
  });

  it('has no numbered parts while one file holds everything', () => {
    expect(sitemapPart(urls(3), 1, 3)).toBeNull();
    expect(sitemapPartCount(0)).toBe(1);
  });

  it('a 100,001-URL sitemap is an index of three full-size-or-less parts', () => {
    const all = urls(2 * SITEMAP_URL_LIMIT + 1);
    const doc = sitemapDocument(ORIGIN, all);
    expect(doc.kind === 'index' && doc.parts).toHaveLength(3);
    expect(sitemapPart(all, 3)).toEqual([all.at(-1)]);
    expect(renderSitemapDocument(doc)).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe('sitemap XML', () => {
  it('escapes locations and keeps the date part of lastmod', () => {
    const xml = renderSitemapDocument({
      kind: 'urlset',
      urls: [{ loc: `${ORIGIN}/trainers?a=1&b=<2>`, lastmod: sitemapDate('2026-02-03T04:05:06.000Z') }],
    });
    expect(xml).toContain(`<url><loc>${ORIGIN}/trainers?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-02-03</lastmod></url>`);
    expect(sitemapDate('not a date')).toBeUndefined();
  });
});
