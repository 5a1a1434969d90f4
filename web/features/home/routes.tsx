import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const homeRoute: RouteObject = { index: true, lazy: lazyPage(() => import('./HomePage'), 'HomePage') };

export const homeRoutes: RouteObject[] = [homeRoute];
