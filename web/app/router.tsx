import { createBrowserRouter, type DataRouter } from 'react-router';
import { takeInitialData } from '#web/lib/initial-data';
import { queryClient } from '#web/lib/query-client';
import { routes } from './routes';
import { seedInitialData } from './seed-initial-data';

/**
 * The browser's router. Creating it starts the first navigation (route modules, loaders), so the
 * query cache is seeded first: the loaders' prefetches then find the data the HTML carried instead
 * of requesting it.
 */
export function createAppRouter(): DataRouter {
  seedInitialData(queryClient, takeInitialData());
  return createBrowserRouter(routes);
}
