import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';

/** A route's `lazy`: the page is its own chunk, e.g. `lazy: lazyPage(() => import('./ContactPage'), 'ContactPage')`. */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  loader?: () => Promise<LoaderFunction>,
): RouteObject['lazy'] {
  // Not a component: the function the router calls to fetch the page's component.
  const loadComponent = () => load().then((module) => module[name]);
  return loader ? { Component: loadComponent, loader } : { Component: loadComponent };
}
