import { Hono } from 'hono';
import { servePage } from './page.handler';

/** Every page of the SPA: whatever path outside /api no other route of the site answers. */
export const pageRoutes = new Hono<{ Bindings: Env }>().get('*', servePage);
