import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

/** SPEC 2 public FAQ. */
export const faqRoute: RouteObject = { path: 'faq', lazy: lazyPage(() => import('./FaqPage'), 'FaqPage') };

export const faqRoutes: RouteObject[] = [faqRoute];
