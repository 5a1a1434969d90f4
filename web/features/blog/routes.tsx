import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page';

export const blogListRoute: RouteObject = {
  path: 'blog',
  lazy: lazyPage(() => import('./BlogListPage'), 'BlogListPage'),
};

export const blogPostRoute: RouteObject = {
  path: 'blog/:slug',
  // The loader comes from its own small chunk, fetched with the page's (initial JS budget).
  lazy: lazyPage(
    () => import('./BlogPostPage'),
    'BlogPostPage',
    () => import('./blog-post-loader').then((module) => module.blogPostLoader),
  ),
};

/** SPEC 2 public blog: the list and one post. */
export const blogRoutes: RouteObject[] = [blogListRoute, blogPostRoute];
