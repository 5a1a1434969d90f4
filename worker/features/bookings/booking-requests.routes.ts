import { Hono } from 'hono';
import type { AuthedEnv } from '#worker/app-env';

/** POST /api/bookings: a learner requests a slot (overlap refused by the database, idempotent). */
export const bookingRequestRoutes = new Hono<AuthedEnv>();
