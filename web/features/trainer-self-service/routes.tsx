import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../../components/guards/RouteGuards';
import { lazyPage } from '../../lib/lazy-page';

/** SPEC 2 trainer screens: signed in (SPEC 6); the pages themselves handle "no trainer record". */
export const trainerSelfServiceRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: 'manage-profile',
        handle: { title: 'Manage profile' },
        lazy: lazyPage(() => import('./ManageProfilePage'), 'ManageProfilePage'),
      },
      {
        path: 'trainer-analytics',
        handle: { title: 'Analytics' },
        lazy: lazyPage(() => import('./TrainerAnalyticsPage'), 'TrainerAnalyticsPage'),
      },
    ],
  },
];
