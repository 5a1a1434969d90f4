import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '../../components/guards/RouteGuards';
import { lazyPage } from '../../lib/lazy-page';

/** SPEC 2 admin console (SPEC 4: signed out to /auth, non-admins to /), inside the tabs frame. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <RequireAdmin>
        <Outlet />
      </RequireAdmin>
    ),
    children: [
      {
        // The admin frame is a lazy chunk too: visitors' first load never needs it.
        lazy: lazyPage(() => import('../../components/layout/AdminLayout'), 'AdminLayout'),
        children: [
          { path: 'admin', lazy: lazyPage(() => import('./AdminOverviewPage'), 'AdminOverviewPage') },
          { path: 'admin/trainers', lazy: lazyPage(() => import('./AdminTrainersPage'), 'AdminTrainersPage') },
          { path: 'admin/users', lazy: lazyPage(() => import('./AdminUsersPage'), 'AdminUsersPage') },
          { path: 'admin/settings', lazy: lazyPage(() => import('./AdminSettingsPage'), 'AdminSettingsPage') },
        ],
      },
    ],
  },
];
