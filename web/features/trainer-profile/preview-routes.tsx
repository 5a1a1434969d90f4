import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { TRAINER_PREVIEW_PATH } from './paths';

/** The preview of a profile that may not be public: signed in (the worker checks who). */
export const trainerPreviewRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: TRAINER_PREVIEW_PATH, lazy: lazyPage(() => import('./TrainerPreviewPage'), 'TrainerPreviewPage') },
    ],
  },
];
