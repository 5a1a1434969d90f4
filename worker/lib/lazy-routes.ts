import { type Context, type ExecutionContext, Hono, type MiddlewareHandler } from 'hono';
import type { BlankSchema, RouterRoute } from 'hono/types';
import type { AppEnv } from '#worker/app-env';
import { handleError, handleNotFound } from './error-handler';

/** What a group of routes answers requests with: a Hono app's own fetch. */
export interface LoadedRoutes {
  fetch: (request: Request, env: Env, executionCtx?: ExecutionContext) => Response | Promise<Response>;
  routes: RouterRoute[];
}

/** Given the group's app (base path, set-up middleware, error and 404 answers), mounts its routers. */
export type RouteGroup = (routes: Hono<AppEnv, BlankSchema, string>) => Promise<LoadedRoutes>;

/**
 * The API's routes, grouped by the first segment of their path (`/api/<segment>/…`), each group
 * loaded (a dynamic import) and set up on the first request under it rather than when the
 * isolate starts: a fresh isolate evaluates the schemas, queries and handlers of the group it is
 * asked for, not of every feature (README, Start-up). A group's routers are mounted in their
 * order, as `app.route` would mount them.
 *
 * A group is its own Hono app answering the request the API app has let through: with the API's
 * env (the request's D1 session, worker/lib/d1-session.ts) and execution context, but not its
 * variables, which is why `prepare` runs first in every group (`db` and the body limit).
 */
export function lazyRouteGroups(
  groups: Record<string, RouteGroup>,
  prepare: MiddlewareHandler<AppEnv>[],
): {
  handler: (c: Context<AppEnv>) => Promise<Response>;
  /** Every group loaded, and all their routes (for the API fuzz test, which covers each endpoint). */
  loadAll: () => Promise<RouterRoute[]>;
} {
  const loaded = new Map<string, Promise<LoadedRoutes>>();

  function load(segment: string, group: RouteGroup): Promise<LoadedRoutes> {
    let routes = loaded.get(segment);
    if (!routes) {
      const app = new Hono<AppEnv>();
      app.onError(handleError);
      app.notFound(handleNotFound);
      routes = group(app.basePath(`/api/${segment}`).use(...prepare));
      // A failed load is not remembered: the next request tries again.
      routes.catch(() => loaded.delete(segment));
      loaded.set(segment, routes);
    }
    return routes;
  }

  return {
    handler: async (c) => {
      const segment = c.req.path.split('/')[2] ?? '';
      const group = Object.hasOwn(groups, segment) ? groups[segment] : undefined;
      if (!group) return handleNotFound(c);
      const routes = await load(segment, group);
      return routes.fetch(c.req.raw, c.env, executionContextOf(c));
    },
    loadAll: async () => {
      const loadedGroups = await Promise.all(Object.entries(groups).map(([segment, group]) => load(segment, group)));
      return loadedGroups.flatMap((routes) => routes.routes);
    },
  };
}

/** The request's execution context; a test's `app.request` has none (Hono's getter throws then). */
function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
