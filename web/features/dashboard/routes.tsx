import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { DASHBOARD_PATH } from './paths';

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
