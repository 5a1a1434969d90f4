import type { LoaderFunctionArgs } from 'react-router';
import { isCategoryKey } from '#shared/categories';
import { queryClient } from '#web/lib/query-client';
import { trainerListQuery } from './api/trainer-list';
import { categoryListParams } from './category-list-params';

/** Starts the category's listing while the page chunk loads (an unknown key: the page redirects). */
export function categoryLoader({ params, request }: LoaderFunctionArgs): null {
  const category = params.categorySlug ?? '';
  if (isCategoryKey(category))
    void queryClient.prefetchInfiniteQuery(
      trainerListQuery(categoryListParams(category, new URL(request.url).searchParams)),
    );
  return null;
}
