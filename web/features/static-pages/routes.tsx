import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** About, privacy and terms, and the 404 page for every path no other area claims. */
export const staticPageRoutes: RouteObject[] = [
  { path: 'about', lazy: lazyPage(() => import('./AboutPage'), 'AboutPage') },
  { path: 'privacy', lazy: lazyPage(() => import('./PrivacyPage'), 'PrivacyPage') },
  { path: 'terms', lazy: lazyPage(() => import('./TermsPage'), 'TermsPage') },
  { path: '*', lazy: lazyPage(() => import('./NotFoundPage'), 'NotFoundPage') },
];
