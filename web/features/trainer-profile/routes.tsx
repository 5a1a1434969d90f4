import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const trainerProfileRoute: RouteObject = {
  path: 'trainer/:slug',
  // The loader comes from its own small chunk, fetched with the page's (initial JS budget).
  lazy: lazyPage(
    () => import('./TrainerProfilePage'),
    'TrainerProfilePage',
    () => import('./trainer-profile-loader').then((module) => module.trainerProfileLoader),
  ),
};

export const trainerProfileRoutes: RouteObject[] = [trainerProfileRoute];
