import { Hono } from 'hono';
import { app } from './app';
import { pageRoutes } from './features/pages/page.routes';
import { seoRoutes } from './features/seo/seo.routes';

/**
 * Everything outside /api that is not a static file (wrangler.toml `run_worker_first`): the crawler
 * files, then every page of the SPA (its catch-all comes last).
 */
export const site = new Hono<{ Bindings: Env }>().route('/', seoRoutes).route('/', pageRoutes(app.fetch));
