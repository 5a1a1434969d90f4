import { type Context, type ExecutionContext, Hono, type MiddlewareHandler } from 'hono';
import type { BlankSchema, RouterRoute } from 'hono/types';
import type { AppEnv } from '#worker/app-env';
import { handleError, handleNotFound } from './error-handler';

export interface LoadedRoutes {
  fetch: (request: Request, env: Env, executionCtx?: ExecutionContext) => Response | Promise<Response>;
  routes: RouterRoute[];
}

/** Given the group's app (base path, set-up middleware, error and 404 answers), mounts its routers. */
export type RouteGroup = (routes: Hono<AppEnv, BlankSchema, string>) => Promise<LoadedRoutes>;

/**
 * API routes grouped by `/api/<segment>/`, each imported on its first request, so a fresh isolate evaluates only
 * the group it is asked for. A group gets the API's env but not its variables: `prepare` runs first in every group.
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
