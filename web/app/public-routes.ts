import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { blogRoutes } from '../features/blog/routes';
import { browseRoutes } from '../features/browse/routes';
import { categoryRoutes } from '../features/category/routes';
import { contactRoutes } from '../features/contact/routes';
import { faqRoutes } from '../features/faq/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { trainerProfileRoutes } from '../features/trainer-profile/routes';

/**
 * The pages anyone may open: the ones the worker renders a first screen for. Crawlers index all
 * but /auth (sign in and sign up, rendered so its forms can be typed into before the app loads) and
 * /unsubscribe (the link in notification emails, which names an account).
 */
export const publicRoutes: RouteObject[] = [
  ...homeRoutes,
  ...authRoutes,
  ...browseRoutes,
  ...trainerProfileRoutes,
  ...categoryRoutes,
  ...blogRoutes,
  ...faqRoutes,
  ...contactRoutes,
  ...notificationRoutes,
  // Includes the catch-all 404 route (react-router ranks it below every other path).
  ...staticPageRoutes,
];
