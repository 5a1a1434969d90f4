import { Hono } from 'hono';
import { handleSiteError } from '#worker/lib/error-handler';
import { requestLog } from '#worker/platform/log/request-log';
import { app } from './app';
import { pageRoutes } from './features/pages/page.routes';
import { seoRoutes } from './features/seo/seo.routes';

/**
 * Everything outside /api that is not a static file (wrangler.toml `run_worker_first`): the crawler
 * files, then every page of the SPA (its catch-all comes last). Each request gets its id and summary
 * log line first (platform/log); the API calls a page makes in-process keep that id.
 */
export const site = new Hono<{ Bindings: Env }>()
  .use(requestLog)
  .route('/', seoRoutes)
  .route('/', pageRoutes(app.fetch))
  .onError(handleSiteError);
