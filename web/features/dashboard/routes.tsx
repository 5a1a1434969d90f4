import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../components/guards/RouteGuards';
import { lazyPage } from '../../lib/lazy-page';

export const dashboardRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: 'dashboard', lazy: lazyPage(() => import('./DashboardPage'), 'DashboardPage') }],
  },
];
