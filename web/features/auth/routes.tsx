import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const authRoute: RouteObject = { path: 'auth', lazy: lazyPage(() => import('./AuthPage'), 'AuthPage') };

export const authRoutes: RouteObject[] = [authRoute];
