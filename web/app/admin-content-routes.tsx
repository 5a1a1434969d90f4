import { adminArea } from '#web/components/layout/admin-area';
import { ADMIN_CONTENT_PATH } from '#web/features/admin/paths';
import { lazyPage } from '#web/lib/lazy-page';

/** SPEC 2 /admin/content, in the admin area (guard and tabs frame). */
export const adminContentRoutes = adminArea([
  { path: ADMIN_CONTENT_PATH, lazy: lazyPage(() => import('./AdminContentPage'), 'AdminContentPage') },
]);
