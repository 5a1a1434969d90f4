import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const aboutRoute: RouteObject = { path: 'about', lazy: lazyPage(() => import('./AboutPage'), 'AboutPage') };
export const privacyRoute: RouteObject = {
  path: 'privacy',
  lazy: lazyPage(() => import('./PrivacyPage'), 'PrivacyPage'),
};
export const termsRoute: RouteObject = { path: 'terms', lazy: lazyPage(() => import('./TermsPage'), 'TermsPage') };
/** Every path no other area claims. */
export const notFoundRoute: RouteObject = { path: '*', lazy: lazyPage(() => import('./NotFoundPage'), 'NotFoundPage') };

/** About, privacy and terms, and the 404 page for every path no other area claims. */
export const staticPageRoutes: RouteObject[] = [aboutRoute, privacyRoute, termsRoute, notFoundRoute];
