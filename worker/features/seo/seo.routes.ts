import { Hono } from 'hono';
import { conditionalResponse, validatedResponse } from '#worker/lib/conditional-response';
import { readOnlySession } from '#worker/lib/d1-session';
import { nonPageSecurityHeaders } from '#worker/lib/security-headers';
import { siteOrigin } from '#worker/lib/site-origin';
import { robotsTxt } from './robots';
import { parsePartFileName, SITEMAP_PART_WIDTH } from './sitemap';
import { type CacheStatus, loadSitemapIndex, loadSitemapPart } from './sitemap-urls';

type SiteEnv = { Bindings: Env };

/** robots.txt only changes with a deploy (APP_ORIGIN); an hour in caches is plenty. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

function textHeaders(contentType: string, cacheControl?: string, cache?: CacheStatus): Headers {
  const headers = new Headers({ 'content-type': contentType, 'x-content-type-options': 'nosniff' });
  if (cacheControl) headers.set('cache-control', cacheControl);
  if (cache) headers.set('x-cache', cache);
  return headers;
}

/**
 * The crawler files: robots.txt, the sitemap index `/sitemap.xml` and its parts
 * `/sitemaps/pages.xml`, `/sitemaps/posts-{k}.xml`, `/sitemaps/trainers-{k}.xml` (`width` ids per
 * ranged part; tests pass a small one).
 */
export function crawlerFileRoutes(width = SITEMAP_PART_WIDTH) {
  return (
    new Hono<SiteEnv>()
      // The crawler files are documents too: the same headers as any other non-page answer.
      .use('/robots.txt', nonPageSecurityHeaders)
      .use('/sitemap.xml', nonPageSecurityHeaders, readOnlySession)
      .use('/sitemaps/*', nonPageSecurityHeaders, readOnlySession)
      .get('/robots.txt', (c) =>
        conditionalResponse(c.req.raw, robotsTxt(siteOrigin(c.env)), {
          status: 200,
          headers: textHeaders('text/plain; charset=utf-8', ROBOTS_CACHE_CONTROL),
        }),
      )
      .get('/sitemap.xml', async (c) => {
        const index = await loadSitemapIndex(c.env, c.executionCtx, siteOrigin(c.env), width);
        return conditionalResponse(c.req.raw, index.xml, {
          status: 200,
          headers: textHeaders('application/xml; charset=utf-8', undefined, index.cache),
        });
      })
      .get('/sitemaps/:file', async (c) => {
        const part = parsePartFileName(c.req.param('file'));
        const loaded = part && (await loadSitemapPart(c.env, c.executionCtx, siteOrigin(c.env), part, width));
        // Only crawlers ask for sitemap parts: a missing one is a plain 404, not the app's page.
        if (!loaded) return c.text('Not found', 404, { 'x-content-type-options': 'nosniff' });
        return validatedResponse(
          c.req.raw,
          loaded.rendered.etag,
          { status: 200, headers: textHeaders('application/xml; charset=utf-8', undefined, loaded.cache) },
          () => loaded.rendered.xml,
        );
      })
  );
}

export const seoRoutes = crawlerFileRoutes();
