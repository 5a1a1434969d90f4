import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const browseRoute: RouteObject = {
  path: 'trainers',
  // The loader reads the filters with the shared listing constants, whose module would bring
  // the schemas into the first chunk: it comes from its own small chunk instead.
  lazy: lazyPage(
    () => import('./BrowsePage'),
    'BrowsePage',
    () => import('./browse-loader').then((module) => module.browseLoader),
  ),
  // The loader only gives the first visit a head start. Filter changes on the page are followed
  // by the page's own query; running the loader for them would hold back the URL (and the
  // controls that show it) until the loader had run.
  shouldRevalidate: () => false,
};

export const browseRoutes: RouteObject[] = [browseRoute];

export const categoryRoute: RouteObject = {
  path: 'category/:categorySlug',
  // The loader (and the listing query it starts) is its own small chunk, fetched with the page's,
  // so the first chunk of every other page does not carry it (initial JS budget).
  lazy: lazyPage(
    () => import('./CategoryPage'),
    'CategoryPage',
    () => import('./category-loader').then((module) => module.categoryLoader),
  ),
};

export const categoryRoutes: RouteObject[] = [categoryRoute];
