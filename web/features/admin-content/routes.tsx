import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '../../components/guards/RouteGuards';
import { AdminLayout } from '../../components/layout/AdminLayout';
import { lazyPage } from '../../lib/lazy-page';

/** SPEC 2 /admin/content inside the admin guard (SPEC 4) and the admin tabs frame. */
export const adminContentRoutes: RouteObject[] = [
  {
    element: (
      <RequireAdmin>
        <Outlet />
      </RequireAdmin>
    ),
    children: [
      {
        Component: AdminLayout,
        children: [{ path: 'admin/content', lazy: lazyPage(() => import('./AdminContentPage'), 'AdminContentPage') }],
      },
    ],
  },
];
