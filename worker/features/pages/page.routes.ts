import { Hono } from 'hono';
import { canonicalPathFor } from './canonical-path';
import type { ApiFetch } from './internal-api';
import { servePage } from './page.handler';

/** Every SPA page; another spelling of an address (`/about/`, `/About`) moves there permanently, so each page has one. */
export const pageRoutes = (api: ApiFetch) =>
  new Hono<{ Bindings: Env }>().get('*', async (c) => {
    const url = new URL(c.req.url);
    const canonical = canonicalPathFor(url.pathname);
    if (canonical !== null) return c.redirect(`${canonical}${url.search}`, 301);
    return servePage(c, api);
  });
