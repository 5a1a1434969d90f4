import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { TRAINER_ANALYTICS_PATH } from './paths';

/** SPEC 2 trainer screen: signed in (SPEC 6); the page itself handles "no trainer record". */
export const trainerAnalyticsRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      {
        path: TRAINER_ANALYTICS_PATH,
        handle: { title: 'Analytics' },
        lazy: lazyPage(() => import('./TrainerAnalyticsPage'), 'TrainerAnalyticsPage'),
      },
    ],
  },
];
