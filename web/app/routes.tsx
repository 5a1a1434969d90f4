import type { RouteObject } from 'react-router';
import { accountRoutes, dashboardRoutes } from '#web/features/account/routes';
import { adminRoutes } from '#web/features/admin/routes';
import { trainerAnalyticsRoutes } from '#web/features/analytics/routes';
import { manageProfileRoutes } from '#web/features/manage-profile/routes';
import { messagesRoutes } from '#web/features/messages/routes';
import { savedTrainersRoutes } from '#web/features/saved-trainers/routes';
import { trainerPreviewRoutes } from '#web/features/trainer-profile/preview-routes';
import { adminContentRoutes } from './admin-content-routes';
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
  ...messagesRoutes,
  ...dashboardRoutes,
  ...accountRoutes,
  ...manageProfileRoutes,
  ...trainerAnalyticsRoutes,
  ...trainerPreviewRoutes,
  ...adminRoutes,
  ...adminContentRoutes,
  ...publicRoutes,
]);
