import type { RouteObject } from 'react-router';
import { authRoutes } from '#web/features/auth/routes';
import { blogRoutes } from '#web/features/blog/routes';
import { browseRoutes, categoryRoutes } from '#web/features/browse/routes';
import { contactRoutes } from '#web/features/contact/routes';
import { faqRoutes } from '#web/features/faqs/routes';
import { homeRoutes } from '#web/features/home/routes';
import { notificationRoutes } from '#web/features/notifications/routes';
import { staticPageRoutes } from '#web/features/static-pages/routes';
import { trainerProfileRoutes } from '#web/features/trainer-profile/routes';

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
