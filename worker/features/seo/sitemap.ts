import { escapeHtml } from '../../lib/html-escape';

/** https://www.sitemaps.org/protocol.html: at most 50,000 URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapUrl {
  loc: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod?: string;
}

/** `/sitemap.xml` itself, or (past the limit) an index of numbered parts. */
export type SitemapDocument = { kind: 'urlset'; urls: SitemapUrl[] } | { kind: 'index'; parts: string[] };

/** The date part of a stored ISO time; nothing when the value is not one. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  const match = value?.match(/^\d{4}-\d{2}-\d{2}/);
  return match?.[0];
}

export function sitemapPartCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Part n (1-based) of the URLs, or null when there is no such part. */
export function sitemapPart(urls: SitemapUrl[], n: number, limit = SITEMAP_URL_LIMIT): SitemapUrl[] | null {
  if (!Number.isInteger(n) || n < 1 || n > sitemapPartCount(urls.length, limit) || urls.length <= limit) return null;
  return urls.slice((n - 1) * limit, n * limit);
}

/** What /sitemap.xml is for these URLs: them, or an index of `/sitemaps/{n}.xml` once they pass the limit. */
export function sitemapDocument(origin: string, urls: SitemapUrl[], limit = SITEMAP_URL_LIMIT): SitemapDocument {
  if (urls.length <= limit) return { kind: 'urlset', urls };
  const count = sitemapPartCount(urls.length, limit);
  return { kind: 'index', parts: Array.from({ length: count }, (_, i) => `${origin}/sitemaps/${i + 1}.xml`) };
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlset(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeHtml(url.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEADER}\n<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(parts: string[]): string {
  const entries = parts.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEADER}\n<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function renderSitemapDocument(doc: SitemapDocument): string {
  return doc.kind === 'urlset' ? renderUrlset(doc.urls) : renderSitemapIndex(doc.parts);
}
