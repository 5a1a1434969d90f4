import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const contactRoute: RouteObject = {
  path: 'contact',
  lazy: lazyPage(() => import('./ContactPage'), 'ContactPage'),
};

export const contactRoutes: RouteObject[] = [contactRoute];
