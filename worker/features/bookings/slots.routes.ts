import { Hono } from 'hono';
import type { AuthedEnv } from '#worker/app-env';

/** /api/trainers/:trainerId/slots: a public trainer's free slots for one bookable service. */
export const slotRoutes = new Hono<AuthedEnv>();
