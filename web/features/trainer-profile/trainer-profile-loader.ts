import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { trainerProfileQuery } from './api/trainer-profile';

/** Starts loading the profile while the page chunk loads (the page shows not-found and errors). */
export function trainerProfileLoader({ params }: LoaderFunctionArgs): null {
  if (params.slug) void queryClient.prefetchQuery(trainerProfileQuery(params.slug));
  return null;
}
