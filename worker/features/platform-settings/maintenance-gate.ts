import { createMiddleware } from 'hono/factory';
import { SETTINGS_MESSAGES } from '#shared/api/settings';
import type { AppEnv } from '#worker/app-env';
import { errorBody } from '#worker/lib/errors';
import { resolveActor } from '#worker/platform/auth/auth.middleware';
import { publicSettings } from './public-settings';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Signing in must keep working (admins need it); admin endpoints check the role themselves. */
const EXEMPT_PREFIXES = ['/api/auth/', '/api/admin/'];
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** Non-admin writes answer 503 before any handler runs, so nothing is half-written; reads keep working (decision 021). */
export const maintenanceGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
    return next();
  }
  const settings = await publicSettings(c.env, c.executionCtx);
  if (!settings.maintenance_mode.enabled) return next();
  const actor = await resolveActor(c.env, c.get('db'), c.req.header('authorization')).catch(() => undefined);
  if (actor?.isAdmin) return next();
  c.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  return c.json(errorBody('maintenance', SETTINGS_MESSAGES.maintenanceWrite), 503);
});
