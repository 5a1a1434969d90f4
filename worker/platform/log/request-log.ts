import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import {
  currentRequestId,
  type LogFields,
  log,
  newRequestId,
  setLateLogFields,
  setLogLevel,
  withLogContext,
} from '#worker/platform/log/logger';

/** Cloudflare's ray id (hex and the data centre); anything else in the header is not trusted into the logs. */
const CF_RAY = /^[\w-]{1,64}$/;

/** The request's id: Cloudflare's `cf-ray` when present (it also finds the edge's own logs), else a new one. */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && CF_RAY.test(ray) ? ray : newRequestId();
}

/** The route pattern that answered (its handler, not a middleware) and the signed-in user, once known. */
function routeFields(c: Context): LogFields {
  const routes = matchedRoutes(c);
  const handler = routes.findLast((route) => route.method !== 'ALL') ?? routes.at(-1);
  const actor: unknown = c.get('actor');
  const userId = actor && typeof actor === 'object' && 'id' in actor ? actor.id : undefined;
  return { route: handler?.path, userId };
}

/**
 * First middleware of the API and of the site: gives the request its id (kept by the API calls a
 * page makes in-process, which are part of the same visit), answers it as `X-Request-Id`, puts it
 * on every log line written meanwhile, and ends with one summary line (status, duration). The
 * path is logged without its query, which can carry tokens (unsubscribe and reset links).
 */
export const requestLog: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  setLogLevel(c.env.LOG_LEVEL);
  const outer = currentRequestId();
  const requestId = outer ?? requestIdOf(c.req.raw);
  const started = Date.now();
  await withLogContext(
    { requestId, method: c.req.method, path: c.req.path, internal: outer ? true : undefined },
    async () => {
      await next();
      c.header('X-Request-Id', requestId);
      const status = c.res.status;
      (status >= 500 ? log.error : log.info)('request', { status, durationMs: Date.now() - started });
    },
    () => routeFields(c),
  );
};

/**
 * For an app mounted inside the request (the API's lazy route groups, worker/lib/lazy-routes.ts):
 * its context is the one that knows the route and the actor.
 */
export const logRoute: MiddlewareHandler = async (c, next) => {
  setLateLogFields(() => routeFields(c));
  await next();
};
