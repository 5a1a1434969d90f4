import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { ACCOUNT_PATH, DASHBOARD_PATH } from './paths';

export const accountRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: ACCOUNT_PATH, lazy: lazyPage(() => import('./AccountPage'), 'AccountPage') }],
  },
];

export const dashboardRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: DASHBOARD_PATH, lazy: lazyPage(() => import('./DashboardPage'), 'DashboardPage') }],
  },
];
