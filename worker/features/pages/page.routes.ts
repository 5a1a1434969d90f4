import { Hono } from 'hono';
import type { ApiFetch } from './internal-api';
import { servePage } from './page.handler';

/**
 * Every page of the SPA: whatever path outside /api no other route of the site answers. The pages
 * read their data from this worker's API, `api` (worker/site.ts hands in `app.fetch`).
 */
export const pageRoutes = (api: ApiFetch) => new Hono<{ Bindings: Env }>().get('*', (c) => servePage(c, api));
