import type { IdRange } from '#worker/features/seo/sitemap.repository';
import { escapeHtml } from '#worker/lib/html-escape';

/** Ids per trainer or post part: one rowid range read, far under the protocol's limits (decision 055). */
export const SITEMAP_PART_WIDTH = 1_000;

/** https://www.sitemaps.org/protocol.html: at most 50,000 URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapUrl {
  loc: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod?: string;
}

/** A sitemap part `/sitemaps/{name}.xml`: the fixed pages, or the k-th id range of posts or trainers. */
export type SitemapPart = { kind: 'pages' } | { kind: 'posts' | 'trainers'; k: number };

/** The date part of a stored ISO time; nothing when the value is not one. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  const match = value?.match(/^\d{4}-\d{2}-\d{2}/);
  return match?.[0];
}

export function rangePartCount(maxId: number, width = SITEMAP_PART_WIDTH): number {
  return Math.ceil(Math.max(0, maxId) / width);
}

export function partIdRange(k: number, width = SITEMAP_PART_WIDTH): IdRange {
  return { first: (k - 1) * width + 1, last: k * width };
}

export function partFileName(part: SitemapPart): string {
  return part.kind === 'pages' ? 'pages.xml' : `${part.kind}-${part.k}.xml`;
}

/** Only the canonical spelling: one cache entry per part, and a made-up number cannot overflow anything. */
export function parsePartFileName(file: string): SitemapPart | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = file.match(/^(posts|trainers)-([1-9][0-9]{0,8})\.xml$/);
  if (!match) return null;
  return { kind: match[1] as 'posts' | 'trainers', k: Number(match[2]) };
}

/** The index's parts: the fixed pages, then one per id range up to the largest post and trainer id. */
export function sitemapIndexParts(
  maxIds: { posts: number; trainers: number },
  width = SITEMAP_PART_WIDTH,
): SitemapPart[] {
  const ranges = (kind: 'posts' | 'trainers') =>
    Array.from({ length: rangePartCount(maxIds[kind], width) }, (_, i): SitemapPart => ({ kind, k: i + 1 }));
  return [{ kind: 'pages' }, ...ranges('posts'), ...ranges('trainers')];
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeHtml(url.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEADER}\n<urlset xmlns="${NS}">\n${entries.map((entry) => `${entry}\n`).join('')}</urlset>\n`;
}

export function renderSitemapIndex(parts: string[]): string {
  const entries = parts.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`);
  return `${XML_HEADER}\n<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}
