import type { RouteObject } from 'react-router';
import { RootLayout } from '#web/components/layout/RootLayout';
import { RouteError } from '#web/components/layout/RouteError';

function InitialLoad() {
  return null;
}

/**
 * The shared layout around the areas' routes: the browser's router wraps every area in it, the
 * worker's first-screen render (render-first-screen) only the public ones, so both render the
 * same tree for a public page and the worker bundle carries no private screen.
 */
export function rootRoute(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      // What shows while the first page's loaders run (nothing, as before); declaring it keeps
      // react-router from warning in the console on every first load of a route with a loader.
      HydrateFallback: InitialLoad,
      children,
    },
  ];
}
