import { Hono } from 'hono';
import { conditionalResponse } from '../../lib/conditional-response';
import { nonPageSecurityHeaders } from '../../lib/security-headers';
import { siteOrigin } from '../../lib/site-origin';
import { robotsTxt } from './robots';
import { renderSitemapDocument, renderUrlset, sitemapDocument, sitemapPart } from './sitemap';
import { loadSitemapUrls } from './sitemap-urls';

type SiteEnv = { Bindings: Env };

/** robots.txt only changes with a deploy (APP_ORIGIN); an hour in caches is plenty. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

function textHeaders(contentType: string, cacheControl?: string): Headers {
  const headers = new Headers({ 'content-type': contentType, 'x-content-type-options': 'nosniff' });
  if (cacheControl) headers.set('cache-control', cacheControl);
  return headers;
}

/** The crawler files: robots.txt and the sitemap (split into numbered parts past 50,000 URLs). */
export const seoRoutes = new Hono<SiteEnv>()
  // The crawler files are documents too: the same headers as any other non-page answer.
  .use('/robots.txt', nonPageSecurityHeaders)
  .use('/sitemap.xml', nonPageSecurityHeaders)
  .use('/sitemaps/*', nonPageSecurityHeaders)
  .get('/robots.txt', (c) =>
    conditionalResponse(c.req.raw, robotsTxt(siteOrigin(c.env)), {
      status: 200,
      headers: textHeaders('text/plain; charset=utf-8', ROBOTS_CACHE_CONTROL),
    }),
  )
  .get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c.env);
    const doc = sitemapDocument(origin, await loadSitemapUrls(c.env, c.executionCtx, origin));
    return conditionalResponse(c.req.raw, renderSitemapDocument(doc), {
      status: 200,
      headers: textHeaders('application/xml; charset=utf-8'),
    });
  })
  .get('/sitemaps/:file{[0-9]+\\.xml}', async (c) => {
    const origin = siteOrigin(c.env);
    const part = sitemapPart(
      await loadSitemapUrls(c.env, c.executionCtx, origin),
      Number.parseInt(c.req.param('file'), 10),
    );
    // Only crawlers ask for sitemap parts: a missing one is a plain 404, not the app's page.
    if (!part) return c.text('Not found', 404, { 'x-content-type-options': 'nosniff' });
    return conditionalResponse(c.req.raw, renderUrlset(part), {
      status: 200,
      headers: textHeaders('application/xml; charset=utf-8'),
    });
  });
