import { adminArea } from '#web/components/layout/admin-area';
import { lazyPage } from '#web/lib/lazy-page';
import { ADMIN_PATHS } from './paths';

/** SPEC 2 admin console: Overview, Trainers, Users and Settings (Content: web/app/admin-content-routes.tsx). */
export const adminRoutes = adminArea([
  { path: ADMIN_PATHS.overview, lazy: lazyPage(() => import('./AdminOverviewPage'), 'AdminOverviewPage') },
  { path: ADMIN_PATHS.trainers, lazy: lazyPage(() => import('./AdminTrainersPage'), 'AdminTrainersPage') },
  { path: ADMIN_PATHS.users, lazy: lazyPage(() => import('./AdminUsersPage'), 'AdminUsersPage') },
  { path: ADMIN_PATHS.settings, lazy: lazyPage(() => import('./AdminSettingsPage'), 'AdminSettingsPage') },
]);
