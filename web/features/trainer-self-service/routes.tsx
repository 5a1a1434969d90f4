import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { TRAINER_SELF_SERVICE_PATHS } from './paths';

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
        path: TRAINER_SELF_SERVICE_PATHS.manageProfile,
        handle: { title: 'Manage profile' },
        lazy: lazyPage(() => import('./ManageProfilePage'), 'ManageProfilePage'),
      },
      {
        path: TRAINER_SELF_SERVICE_PATHS.analytics,
        handle: { title: 'Analytics' },
        lazy: lazyPage(() => import('./TrainerAnalyticsPage'), 'TrainerAnalyticsPage'),
      },
    ],
  },
];
