import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { categoryLoader } from './category-loader';

export const categoryRoutes: RouteObject[] = [
  {
    path: 'category/:categorySlug',
    loader: categoryLoader,
    lazy: lazyPage(() => import('./CategoryPage'), 'CategoryPage'),
  },
];
