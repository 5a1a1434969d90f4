import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/components/guards/RouteGuards';
import { lazyPage } from '#web/lib/lazy-page';
import { SAVED_TRAINERS_PATH } from './paths';
import { SAVED_TOASTS } from './saved-toasts';

/** SPEC 2: signed-out visitors are told to sign in and sent to /auth (the worker enforces the same). */
export const savedTrainersRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth message={SAVED_TOASTS.signInToView}>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ path: SAVED_TRAINERS_PATH, lazy: lazyPage(() => import('./SavedTrainersPage'), 'SavedTrainersPage') }],
  },
];
