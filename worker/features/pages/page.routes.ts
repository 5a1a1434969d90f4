import { Hono } from 'hono';
import { canonicalPathFor } from './canonical-path';
import type { ApiFetch } from './internal-api';
import { servePage } from './page.handler';

/**
 * Every page of the SPA: whatever path outside /api no other route of the site answers. The pages
 * read their data from this worker's API, `api` (worker/site.ts hands in `app.fetch`). A page asked
 * for under another spelling of its address (`/about/`, `/About`) moves there permanently, with
 * its query, so each page has one address (crawlers, caches, analytics).
 */
export const pageRoutes = (api: ApiFetch) =>
  new Hono<{ Bindings: Env }>().get('*', async (c) => {
    const url = new URL(c.req.url);
    const canonical = canonicalPathFor(url.pathname);
    if (canonical !== null) return c.redirect(`${canonical}${url.search}`, 301);
    return servePage(c, api);
  });
