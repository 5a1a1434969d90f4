import { unindexedPathPrefixes } from './page-routes';

/** The API and the pages with nothing to index (sign-in, the signed-in screens, /unsubscribe). */
const DISALLOWED = ['/api', ...unindexedPathPrefixes()];

/** Profile photos stay crawlable: they are the og:image, and preview bots honour robots.txt (the longest rule wins). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/images/',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
