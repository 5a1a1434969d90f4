import { Hono } from 'hono';
import type { HealthResponse } from '#shared/api/health';
import type { AppEnv } from '#worker/app-env';
import { errorBody } from '#worker/lib/errors';
import { pingDatabase } from './health.repository';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await pingDatabase(c.get('db'));
  } catch (err) {
    console.error('Health check: D1 unreachable', err);
    return c.json(errorBody('database_unavailable', 'The database is not reachable'), 503);
  }
  return c.json<HealthResponse>({ status: 'ok', database: 'ok' });
});
