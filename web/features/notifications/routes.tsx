import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

/** The unsubscribe link of notification emails: anyone may open it (the token names the account); `noindex`. */
export const unsubscribeRoute: RouteObject = {
  path: 'unsubscribe',
  lazy: lazyPage(() => import('./UnsubscribePage'), 'UnsubscribePage'),
};

export const notificationRoutes: RouteObject[] = [unsubscribeRoute];
