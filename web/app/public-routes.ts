import type { RouteObject } from 'react-router';
import { blogRoutes } from '../features/blog/routes';
import { browseRoutes } from '../features/browse/routes';
import { categoryRoutes } from '../features/category/routes';
import { contactRoutes } from '../features/contact/routes';
import { faqRoutes } from '../features/faq/routes';
import { homeRoutes } from '../features/home/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { trainerProfileRoutes } from '../features/trainer-profile/routes';

/** The pages anyone may open (and crawlers index): the ones the worker renders a first screen for. */
export const publicRoutes: RouteObject[] = [
  ...homeRoutes,
  ...browseRoutes,
  ...trainerProfileRoutes,
  ...categoryRoutes,
  ...blogRoutes,
  ...faqRoutes,
  ...contactRoutes,
  // Includes the catch-all 404 route (react-router ranks it below every other path).
  ...staticPageRoutes,
];
