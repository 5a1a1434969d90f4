import { Hono } from 'hono';
import type { HealthResponse, HealthUnavailableResponse } from '#shared/api/health';
import type { AppEnv } from '#worker/app-env';
import { RETRY_AFTER_SECONDS, unavailableCause, withReference } from '#worker/lib/errors';
import { currentRequestId, log, newRequestId } from '#worker/platform/log/logger';
import { pingDatabase } from './health.repository';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await pingDatabase(c.get('db'));
  } catch (err) {
    const unavailable = unavailableCause(err);
    if (!unavailable) throw err;
    log.error('Health check: D1 unavailable', { error: err });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    const reference = currentRequestId() ?? newRequestId();
    const message = withReference(unavailable.message, reference);
    return c.json<HealthUnavailableResponse>(
      { status: 'unavailable', database: 'unavailable', error: { code: 'database_unavailable', message, reference } },
      503,
    );
  }
  return c.json<HealthResponse>({ status: 'ok', database: 'ok' });
});
