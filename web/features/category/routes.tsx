import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

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
