import { Hono } from 'hono';
import type { AuthedEnv } from '#worker/app-env';

/** /api/bookings: lists, accept, decline, cancel (the two sides of each booking only). */
export const bookingRoutes = new Hono<AuthedEnv>();
