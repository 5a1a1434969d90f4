import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * A route's `lazy`: the page module is its own chunk, fetched the first time its route is visited,
 * so the first load stays small. A loader that would pull heavy shared code into the first chunk
 * can come from its own chunk too; the router fetches both at once and runs the loader as soon as
 * its (small) chunk is there, while the page's chunk is still loading.
 *
 *   { path: 'contact', lazy: lazyPage(() => import('./ContactPage'), 'ContactPage') }
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  loader?: () => Promise<LoaderFunction>,
): RouteObject['lazy'] {
  // Not a component: the function the router calls to fetch the page's component.
  const loadComponent = () => load().then((module) => module[name]);
  return loader ? { Component: loadComponent, loader } : { Component: loadComponent };
}
