import { lazyPage } from '#web/lib/lazy-page';

/**
 * `lazy` for screens whose feature has not landed yet: the shared "coming soon" page, titled by
 * the route's `handle.title`. Its own module, so the page stays out of the first chunk.
 */
export const comingSoonPage = lazyPage(() => import('./ComingSoonPage'), 'ComingSoonPage');
