import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: lazyPage(() => import('./ContactPage'), 'ContactPage') },
];
