import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const homeRoutes: RouteObject[] = [{ index: true, lazy: lazyPage(() => import('./HomePage'), 'HomePage') }];
