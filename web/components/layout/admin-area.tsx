import { Outlet, type RouteObject } from 'react-router';
import { RequireAdmin } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';

/**
 * Admin pages inside the admin guard (SPEC 4: signed out to /auth, non-admins to /) and the admin
 * frame (AdminLayout's tabs). Each area that has admin pages (the admin console, the content screen
 * composed in web/app) puts its routes in one.
 */
export function adminArea(pages: RouteObject[]): RouteObject[] {
  return [
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
          children: pages,
        },
      ],
    },
  ];
}
