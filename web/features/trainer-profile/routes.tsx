import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { trainerProfileLoader } from './trainer-profile-loader';

export const trainerProfileRoutes: RouteObject[] = [
  {
    path: 'trainer/:slug',
    loader: trainerProfileLoader,
    lazy: lazyPage(() => import('./TrainerProfilePage'), 'TrainerProfilePage'),
  },
];
