import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { blogPostLoader } from './blog-post-loader';

/** SPEC 2 public blog: the list and one post. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: lazyPage(() => import('./BlogListPage'), 'BlogListPage') },
  {
    path: 'blog/:slug',
    loader: blogPostLoader,
    lazy: lazyPage(() => import('./BlogPostPage'), 'BlogPostPage'),
  },
];
