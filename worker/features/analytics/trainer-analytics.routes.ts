import { Hono } from 'hono';
import { ANALYTICS_MESSAGES, analyticsQuerySchema, type TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { monthKey } from '#shared/months';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { requireUserRead } from '#worker/platform/auth/auth.middleware';
import { loadMyAnalytics } from './trainer-analytics.repository';

/** GET /api/me/trainer/analytics?month=YYYY-MM — the signed-in trainer's own month (default: current, UTC). */
export const trainerAnalyticsRoutes = new Hono<AuthedEnv>().get(
  '/',
  requireUserRead,
  validate('query', analyticsQuerySchema),
  async (c) => {
    const now = new Date();
    const month = c.req.valid('query').month ?? monthKey(now);
    const analytics = await loadMyAnalytics(c.get('db'), c.get('actor').id, month, now);
    if (!analytics) throw new ApiError(404, 'no_trainer_profile', ANALYTICS_MESSAGES.noTrainer);
    return c.json<TrainerAnalyticsResponse>(analytics);
  },
);
