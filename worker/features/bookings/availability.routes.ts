import { Hono } from 'hono';
import type { AuthedEnv } from '#worker/app-env';

/** /api/me/trainer/availability: the signed-in trainer's own booking settings. */
export const availabilityRoutes = new Hono<AuthedEnv>();
