import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/errors';

/**
 * CSRF defence for the endpoints a cookie authenticates (refresh, sign-out). Besides the
 * SameSite=Strict cookie: the request must be JSON (a cross-site form cannot send that without a
 * CORS preflight we never grant) and its Origin must be this site's.
 */
export const sameOriginJson = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  const allowed = new Set([new URL(c.req.url).origin, c.env.APP_ORIGIN]);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError(403, 'csrf_rejected', 'Cross-site request refused');
  }
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Requests must be sent as JSON');
  }
  await next();
});
