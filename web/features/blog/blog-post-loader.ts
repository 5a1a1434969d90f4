import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '#web/lib/query-client';
import { blogPostQuery } from './api/blog-posts';

/** Starts loading the post while the page chunk loads (the page shows not-found and errors). */
export function blogPostLoader({ params }: LoaderFunctionArgs): null {
  if (params.slug) void queryClient.prefetchQuery(blogPostQuery(params.slug));
  return null;
}
