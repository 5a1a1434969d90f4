import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '#web/components/guards/RouteGuards';
import { ADMIN_CONTENT_PATH } from '#web/features/admin/paths';
import { lazyPage } from '#web/lib/lazy-page';

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
        // The admin frame is a lazy chunk too: visitors' first load never needs it.
        lazy: lazyPage(() => import('#web/components/layout/AdminLayout'), 'AdminLayout'),
        children: [
          { path: ADMIN_CONTENT_PATH, lazy: lazyPage(() => import('./AdminContentPage'), 'AdminContentPage') },
        ],
      },
    ],
  },
];
