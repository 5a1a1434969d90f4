import { createBrowserRouter } from 'react-router';
import { takeInitialData } from '../lib/initial-data';
import { queryClient } from '../lib/query-client';
import { routes } from './routes';
import { seedInitialData } from './seed-initial-data';

// Before the router exists: creating it starts the first navigation, whose loaders prefetch into
// the query cache and so find the data the HTML already carried instead of requesting it.
seedInitialData(queryClient, takeInitialData());

export const router = createBrowserRouter(routes);
