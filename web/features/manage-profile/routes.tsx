import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { MANAGE_PROFILE_PATH } from './paths';

/** SPEC 2 trainer screen: signed in (SPEC 6); the page itself handles "no trainer record". */
export const manageProfileRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: MANAGE_PROFILE_PATH,
        handle: { title: 'Manage profile' },
        lazy: lazyPage(() => import('./ManageProfilePage'), 'ManageProfilePage'),
      },
    ],
  },
];
