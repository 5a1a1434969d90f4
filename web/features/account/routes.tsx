import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../components/guards/RouteGuards';
import { lazyPage } from '../../lib/lazy-page';

export const accountRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: 'account', lazy: lazyPage(() => import('./AccountPage'), 'AccountPage') }],
  },
];
