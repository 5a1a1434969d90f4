import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { ADMIN_PATHS } from './paths';

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
        lazy: lazyPage(() => import('#web/components/layout/AdminLayout'), 'AdminLayout'),
        children: [
          { path: ADMIN_PATHS.overview, lazy: lazyPage(() => import('./AdminOverviewPage'), 'AdminOverviewPage') },
          { path: ADMIN_PATHS.trainers, lazy: lazyPage(() => import('./AdminTrainersPage'), 'AdminTrainersPage') },
          { path: ADMIN_PATHS.users, lazy: lazyPage(() => import('./AdminUsersPage'), 'AdminUsersPage') },
          { path: ADMIN_PATHS.settings, lazy: lazyPage(() => import('./AdminSettingsPage'), 'AdminSettingsPage') },
        ],
      },
    ],
  },
];
