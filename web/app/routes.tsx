import type { RouteObject } from 'react-router';
import { accountRoutes } from '#web/features/account/routes';
import { adminRoutes } from '#web/features/admin/routes';
import { adminContentRoutes } from '#web/features/admin-content/routes';
import { dashboardRoutes } from '#web/features/dashboard/routes';
import { savedTrainersRoutes } from '#web/features/saved-trainers/routes';
import { trainerPreviewRoutes } from '#web/features/trainer-profile/preview-routes';
import { trainerSelfServiceRoutes } from '#web/features/trainer-self-service/routes';
import { publicRoutes } from './public-routes';
import { rootRoute } from './root-route';

/**
 * Every screen of SPEC section 2, composed from the areas' own route arrays inside the shared
 * layout. Guarded areas wrap their routes in the guards themselves (a convenience: the worker
 * enforces the same rules). Route order does not decide matching (react-router ranks paths), so
 * the public pages, with the catch-all 404 among them, can come first.
 */
export const routes: RouteObject[] = rootRoute([
  ...savedTrainersRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...trainerSelfServiceRoutes,
  ...trainerPreviewRoutes,
  ...adminRoutes,
  ...adminContentRoutes,
  ...publicRoutes,
]);
