import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const authRoutes: RouteObject[] = [{ path: 'auth', lazy: lazyPage(() => import('./AuthPage'), 'AuthPage') }];
