import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/RootLayout';
import { RouteError } from '../components/layout/RouteError';
import { adminRoutes } from '../features/admin/routes';
import { adminContentRoutes } from '../features/admin-content/routes';
import { authRoutes } from '../features/auth/routes';
import { blogRoutes } from '../features/blog/routes';
import { browseRoutes } from '../features/browse/routes';
import { categoryRoutes } from '../features/category/routes';
import { contactRoutes } from '../features/contact/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { faqRoutes } from '../features/faq/routes';
import { homeRoutes } from '../features/home/routes';
import { savedTrainersRoutes } from '../features/saved-trainers/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { trainerProfileRoutes } from '../features/trainer-profile/routes';
import { trainerSelfServiceRoutes } from '../features/trainer-self-service/routes';

/**
 * Every screen of SPEC section 2, composed from the areas' own route arrays inside the shared
 * layout. Guarded areas wrap their routes in the guards themselves (a convenience: the worker
 * enforces the same rules).
 */
function InitialLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // What shows while the first page's loaders run (nothing, as before); declaring it keeps
    // react-router from warning in the console on every first load of a route with a loader.
    HydrateFallback: InitialLoad,
    children: [
      ...homeRoutes,
      ...authRoutes,
      ...browseRoutes,
      ...trainerProfileRoutes,
      ...categoryRoutes,
      ...savedTrainersRoutes,
      ...dashboardRoutes,
      ...trainerSelfServiceRoutes,
      ...adminRoutes,
      ...adminContentRoutes,
      ...blogRoutes,
      ...faqRoutes,
      ...contactRoutes,
      ...staticPageRoutes,
    ],
  },
];
